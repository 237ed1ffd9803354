import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { type CompanyPlan, MSG, type PaymentGateway, upgradablePlanIds } from '@sahaj/contract';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';
import { useBuyPlan } from '../api/buy-plan';
import { useCompanyProfile } from '../api/get-company-profile';
import { useCompanyPlans } from '../api/list-company-plans';
import { useUpgradePlan } from '../api/upgrade-plan';
import { CardPaymentModal } from '../components/card-payment-modal';
import { GreatChoiceModal } from '../components/great-choice-modal';
import { PageHeader } from '../components/page-header';
import { PaymentResultModal } from '../components/payment-result-modal';
import { PlanCard } from '../components/plan-card';
import { credits, rupees } from '../lib/format';
import { CORPORATE_PATHS } from '../lib/paths';
import { useCompanyCheckout } from '../lib/use-company-checkout';

/** A refusal the server explains (4xx) in its words; anything else is the spec's configuration failure. */
const orderError = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : MSG.paymentConfigurationFailed;

/**
 * corporate/Subscription-plans: 'Subscription plans' (no plan yet) or 'Upgrade Plan'; the current
 * plan is marked 'Your Plan' and only larger plans can be chosen (the contract's upgradable rule).
 * Choosing opens 'Great Choice', then the gateway, verification and the Success or Failed modal.
 */
export function PlansPage() {
  const profile = useCompanyProfile();
  const plans = useCompanyPlans();
  const buy = useBuyPlan();
  const upgrade = useUpgradePlan();
  const checkout = useCompanyCheckout('company_plan');
  const [chosen, setChosen] = useState<CompanyPlan | null>(null);
  const [gateway, setGateway] = useState<PaymentGateway | null>(null);
  const [error, setError] = useState<string | null>(null);
  const currentPlanId = plans.data?.currentPlanId ?? null;
  const upgradable = useMemo(
    () => upgradablePlanIds(plans.data?.plans ?? [], currentPlanId),
    [plans.data, currentPlanId],
  );
  const hasPlan = currentPlanId !== null || !!profile.data?.subscriptionDetails;
  const paying = buy.isPending || upgrade.isPending;

  function pay() {
    if (!chosen || !gateway || !profile.data) return;
    setError(null);
    const input = { companyId: profile.data._id, planId: chosen._id, gateway };
    (hasPlan ? upgrade : buy).mutate(input, {
      onSuccess: (order) =>
        checkout
          .open(order)
          .then(() => setChosen(null))
          .catch((err: unknown) => setError(errorMessage(err))),
      onError: (err) => setError(orderError(err)),
    });
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={hasPlan ? 'Upgrade Plan' : 'Subscription plans'}
        description={
          hasPlan
            ? 'Move to a larger plan: more therapists and more credits for your team.'
            : 'Choose a plan: the therapists your employees may see, and credits for their sessions.'
        }
        back={{ to: CORPORATE_PATHS.dashboard, label: 'Dashboard' }}
      />
      {plans.isPending || profile.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label="Loading plans">
          {[0, 1, 2].map((k) => (
            <Skeleton key={k} h={240} radius="lg" />
          ))}
        </SimpleGrid>
      ) : plans.isError ? (
        <LoadError error={plans.error} onRetry={() => plans.refetch()} />
      ) : profile.isError ? (
        <LoadError error={profile.error} onRetry={() => profile.refetch()} />
      ) : plans.data.plans.length === 0 ? (
        <EmptyState
          title="No plans offered yet"
          hint="The Sahaj team has not published any plans. Please check back soon."
        />
      ) : (
        <>
          {hasPlan && upgradable.size === 0 && (
            <Text c="dimmed" role="status">
              You are on the largest plan we offer, so there is nothing to upgrade to. You can still recharge credits in
              your wallet.
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {plans.data.plans.map((p) => (
              <PlanCard
                key={p._id}
                plan={p}
                current={p._id === currentPlanId}
                choosable={upgradable.has(p._id)}
                actionLabel={hasPlan ? 'Upgrade' : 'Choose plan'}
                onChoose={() => {
                  setError(null);
                  setChosen(p);
                }}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      <GreatChoiceModal
        opened={chosen !== null}
        onClose={() => setChosen(null)}
        gateway={gateway}
        onGateway={setGateway}
        onPay={pay}
        paying={paying}
        error={error}
        summary={
          chosen && (
            <Text>
              You chose <strong>{chosen.planName}</strong>: {credits(chosen.credits)}, up to {chosen.doctorCount}{' '}
              therapists, valid {chosen.planDuration} months, for {rupees(chosen.planPrice)} + GST.
            </Text>
          )
        }
      />
      <CardPaymentModal order={checkout.card} onPaid={checkout.cardPaid} onClose={checkout.closeCard} />
      <PaymentResultModal result={checkout.result} onClose={checkout.close} />
    </Stack>
  );
}
