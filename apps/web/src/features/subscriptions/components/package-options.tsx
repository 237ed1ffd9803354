import { Alert, Badge, Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  type CouponApplyResult,
  MSG,
  PAYMENT_DATA_KEY,
  PAYMENT_METHOD_KEY,
  PAYMENT_METHOD_VALUES,
  type ScheduleDetails,
} from '@sahaj/contract';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage, notify } from '../../../lib/notify';
import { CouponField } from '../../coupons';
import { openGatewayCheckout, useGateways } from '../../payments';
import { useBookFromSubscription } from '../api/book-from-subscription';
import { useBuyPackage } from '../api/buy-package';
import { usePlans } from '../api/get-plans';
import { useSubscriptionsWith } from '../api/get-subscriptions';
import { dayOf, money, sessionsWord } from './format';

/**
 * On the booking screen: book the held slot with a package I have with this therapist (no payment),
 * or buy one of the therapist's packages (then come back here and book with it).
 */
export function PackageOptions({
  hold,
  zone,
  disabled,
  onError,
}: {
  hold: ScheduleDetails;
  zone: string;
  disabled?: boolean;
  onError: (err: unknown) => void;
}) {
  const mine = useSubscriptionsWith(hold.providerId);
  const plans = usePlans(hold.providerId);
  // The payments feature's query: the booking screen shows both, and they ask the server once.
  const gateways = useGateways();
  const book = useBookFromSubscription();
  const buy = useBuyPackage();
  const navigate = useNavigate();
  const [buying, setBuying] = useState<string | null>(null);
  // The package being bought: its coupon (applied to the package's price by the server) and Pay.
  const [chosen, setChosen] = useState<string | null>(null);
  const [coupon, setCoupon] = useState<CouponApplyResult | null>(null);
  const bought = Boolean((useLocation().state as { packageBought?: boolean } | null)?.packageBought);

  const owned = mine.data?.subscriptions ?? [];
  const onSale = plans.data?.plans ?? [];
  if (mine.isPending || plans.isPending) return <Skeleton h={120} radius="lg" />;
  if (!owned.length && !onSale.length) return null;

  function buyPlan(planId: string) {
    const gateway = gateways.data?.gateways[0];
    if (!gateway) {
      notify.error(MSG.paymentGatewayUnavailable);
      return;
    }
    setBuying(planId);
    buy.mutate(
      { gateway, planId, couponCode: coupon?.couponCode ?? null },
      {
        onSuccess: async (c) => {
          // The result pages find the way back to this hold (spec keys paymentMethod, paymentData).
          try {
            localStorage.setItem(PAYMENT_METHOD_KEY, PAYMENT_METHOD_VALUES[gateway]);
            localStorage.setItem(
              PAYMENT_DATA_KEY,
              JSON.stringify({
                scheduleId: hold._id,
                transactionId: c.transactionId,
                providerId: hold.providerId,
                startTime: hold.startTime,
                treatmentId: hold.treatmentId,
                gateway,
                purpose: 'package',
              }),
            );
          } catch {
            // Storage blocked: the result page reads the payment from the server.
          }
          if (gateway === 'test' && c.checkoutUrl) {
            navigate(c.checkoutUrl);
            return;
          }
          try {
            await openGatewayCheckout(gateway, c, navigate);
          } catch (err) {
            setBuying(null);
            notify.error(err);
          }
        },
        onError: (err) => {
          setBuying(null);
          notify.error(err);
        },
      },
    );
  }

  return (
    <Card padding="lg" component="section" aria-labelledby="packages-heading">
      <Group gap="xs" mb="sm">
        <IconPackage size={22} aria-hidden />
        <Title order={2} size="h3" id="packages-heading">
          Packages
        </Title>
      </Group>
      <Stack gap="sm">
        {bought && owned.length > 0 && (
          <Alert color="green" variant="light" role="status">
            {MSG.paymentCompleted}: your package is ready. Book this session with it below.
          </Alert>
        )}
        {owned.map((s) => (
          <Card key={s._id} withBorder padding="sm" bg="sahajTeal.0">
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 190, flex: 1 }}>
                <Group gap={6}>
                  <Text fw={650}>{s.planName}</Text>
                  <Badge color="green" variant="dot">
                    Yours
                  </Badge>
                </Group>
                <Text size="sm">
                  {s.sessionsLeft} of {sessionsWord(s.sessionsTotal)} left · until {dayOf(s.expiresAt, zone)}
                </Text>
              </Stack>
              <Button
                color="sahajCoral.8"
                loading={book.isPending}
                disabled={disabled}
                onClick={() =>
                  book.mutate(
                    { subscriptionId: s._id, scheduleId: hold._id },
                    { onSuccess: (r) => notify.success(r.message), onError },
                  )
                }
              >
                Book with this package
              </Button>
            </Group>
          </Card>
        ))}
        {owned.length > 0 && onSale.length > 0 && (
          <Text size="sm" c="dimmed">
            Or buy another package:
          </Text>
        )}
        {onSale.map((p) => (
          <Group key={p._id} justify="space-between" align="flex-start" gap="sm" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 190, flex: 1 }}>
              <Text fw={600}>{p.planName}</Text>
              <Text size="sm">
                {sessionsWord(p.sessionCount)} within {p.validityDays} days
                {p.treatmentName ? ` · ${p.treatmentName}` : ''}
              </Text>
              <Text size="sm" c="dimmed">
                {money(p.planPrice, p.currency)} ({money(p.pricePerSession, p.currency)} a session
                {p.singleSessionFee > p.pricePerSession ? ` instead of ${money(p.singleSessionFee, p.currency)}` : ''}),
                plus fees and taxes
              </Text>
            </Stack>
            {chosen !== p._id && (
              <Button
                variant="light"
                disabled={disabled || gateways.isPending}
                onClick={() => {
                  setChosen(p._id);
                  setCoupon(null);
                }}
                aria-label={`Buy package ${p.planName}`}
              >
                Buy package
              </Button>
            )}
            {chosen === p._id && (
              <Card withBorder padding="sm" w="100%" component="section" aria-label={`Pay for package ${p.planName}`}>
                <Stack gap="sm">
                  <CouponField
                    therapistId={hold.providerId}
                    treatmentId={p.treatmentId}
                    planId={p._id}
                    applied={coupon}
                    onChange={setCoupon}
                    disabled={disabled || buy.isPending}
                  />
                  {coupon && (
                    <Stack gap={4}>
                      <Row label="Package" value={money(coupon.subTotal, coupon.currency)} />
                      <Row
                        label="Discount (coupon applied)"
                        value={`− ${money(coupon.discountAmount, coupon.currency)}`}
                      />
                      <Row label="Fees and taxes" value={money(coupon.feesAndTaxes, coupon.currency)} />
                      <Divider />
                      <Row label="Total" value={money(coupon.totalAmount, coupon.currency)} strong />
                    </Stack>
                  )}
                  <Group justify="flex-end" gap="xs">
                    <Button
                      variant="default"
                      disabled={buying === p._id && buy.isPending}
                      onClick={() => {
                        setChosen(null);
                        setCoupon(null);
                      }}
                    >
                      Cancel
                    </Button>
                    <Button
                      color="sahajCoral.8"
                      loading={buying === p._id && buy.isPending}
                      disabled={disabled || gateways.isPending}
                      onClick={() => buyPlan(p._id)}
                    >
                      {coupon ? `Pay ${money(coupon.totalAmount, coupon.currency)}` : 'Continue to payment'}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            )}
          </Group>
        ))}
        {(mine.isError || plans.isError) && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(mine.error ?? plans.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}
