import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatNumber, MSG } from '@sahaj/contract';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';
import { useBuyCredits } from '../api/buy-credits';
import { useCompanyProfile } from '../api/get-company-profile';
import { CardPaymentModal } from '../components/card-payment-modal';
import { CreditAmountForm } from '../components/credit-amount-form';
import { PageHeader } from '../components/page-header';
import { PaymentResultModal } from '../components/payment-result-modal';
import { credits } from '../lib/format';
import { CORPORATE_PATHS } from '../lib/paths';
import { useCompanyCheckout } from '../lib/use-company-checkout';

/** corporate/dashboard/wallet-credit: credits left, and buying more (amount in INR, then the gateway). */
export function WalletPage() {
  const profile = useCompanyProfile();
  const buy = useBuyCredits();
  const checkout = useCompanyCheckout('company_credits');
  const [error, setError] = useState<string | null>(null);

  function onBuy(amount: number, gateway: Parameters<typeof buy.mutate>[0]['gateway']) {
    if (!profile.data) return;
    setError(null);
    buy.mutate(
      { companyId: profile.data._id, amount, gateway },
      {
        onSuccess: (order) => checkout.open(order).catch((err: unknown) => setError(errorMessage(err))),
        onError: (err) =>
          setError(
            err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : MSG.somethingWentWrong,
          ),
      },
    );
  }

  const c = profile.data?.subscriptionCreditDetails;
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader
        title="Wallet"
        description="Credits pay for your employees' sessions. Credits bought here do not expire; plan credits end with the plan."
        back={{ to: CORPORATE_PATHS.dashboard, label: 'Dashboard' }}
      />
      {profile.isPending ? (
        <Skeleton h={120} radius="lg" role="status" aria-label="Loading your credits" />
      ) : profile.isError ? (
        <LoadError error={profile.error} onRetry={() => profile.refetch()} />
      ) : (
        c && (
          <Card padding="lg" component="section" aria-labelledby="balance-heading">
            <Title order={2} size="h4" id="balance-heading">
              Credits left
            </Title>
            <Text fw={700} size="2rem" lh={1.3} mt={4}>
              {formatNumber(c.creaditsLeft)}
            </Text>
            <Group gap="lg" mt={4}>
              <Text size="sm" c="dimmed">
                Plan: {credits(c.planCredits)}
              </Text>
              <Text size="sm" c="dimmed">
                Wallet: {credits(c.walletCredits)}
              </Text>
            </Group>
          </Card>
        )
      )}
      <Card padding="lg" component="section" aria-labelledby="recharge-heading">
        <Title order={2} size="h4" id="recharge-heading" mb="sm">
          Recharge credits
        </Title>
        {error && (
          <Alert color="red" variant="light" role="alert" mb="md">
            {error}
          </Alert>
        )}
        <CreditAmountForm onBuy={onBuy} busy={buy.isPending || !profile.data} />
      </Card>
      <CardPaymentModal order={checkout.card} onPaid={checkout.cardPaid} onClose={checkout.closeCard} />
      <PaymentResultModal result={checkout.result} onClose={checkout.close} />
    </Stack>
  );
}
