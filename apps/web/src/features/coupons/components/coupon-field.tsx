import { Badge, Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { type CouponApplyResult, formatRupees, MSG } from '@sahaj/contract';
import { IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, notify } from '../../../lib/notify';
import { useApplyCoupon } from '../api/apply-coupon';
import { useUsableCoupons } from '../api/get-usable-coupons';

export interface CouponFieldProps {
  therapistId: string;
  treatmentId: string | null;
  /** Buying a package: the coupon is taken off this plan's price (not one session's). */
  planId?: string | null;
  /** The coupon's price details once applied (the checkout shows them instead of the plain price). */
  applied: CouponApplyResult | null;
  onChange: (applied: CouponApplyResult | null) => void;
  disabled?: boolean;
}

/**
 * The checkout's coupon: type a code (or pick one of the therapist's coupons) and Apply; the server
 * answers the updated price ('Coupon applied') and the field turns disabled with a Remove action.
 * A change of treatment applies the same code again to the new price.
 */
export function CouponField({ therapistId, treatmentId, planId, applied, onChange, disabled }: CouponFieldProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyCoupon();
  const usable = useUsableCoupons(therapistId);

  function run(value: string, quiet = false) {
    const trimmed = value.trim();
    setError(null);
    if (!trimmed) {
      setError(MSG.couponCodeRequired);
      return;
    }
    apply.mutate(
      { providerId: therapistId, treatmentId, couponCode: trimmed, ...(planId ? { subscriptionPlanId: planId } : {}) },
      {
        onSuccess: (r) => {
          setCode(r.couponCode);
          onChange(r);
          if (!quiet) notify.success(r.message);
        },
        onError: (err) => {
          onChange(null);
          setError(errorMessage(err));
        },
      },
    );
  }

  // Another treatment has another price: the same code is applied to it again.
  const lastTreatment = useRef(treatmentId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of treatment re-applies
  useEffect(() => {
    if (lastTreatment.current === treatmentId) return;
    lastTreatment.current = treatmentId;
    if (applied) run(applied.couponCode, true);
  }, [treatmentId]);

  function remove() {
    onChange(null);
    setCode('');
    setError(null);
    notify.info(MSG.couponRemoved);
  }

  const offers = (usable.data?.coupons ?? []).filter((c) => c.code !== applied?.couponCode);

  return (
    <Stack gap="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!applied) run(code);
        }}
      >
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label="Coupon code"
            placeholder="Enter a coupon code"
            leftSection={<IconTicket size={16} aria-hidden />}
            value={applied ? applied.couponCode : code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setError(null);
            }}
            disabled={Boolean(applied) || disabled}
            error={error}
            autoComplete="off"
            style={{ flex: 1, minWidth: 0 }}
          />
          {applied ? (
            <Button mt={25} variant="default" onClick={remove} aria-label={`Remove coupon ${applied.couponCode}`}>
              Remove
            </Button>
          ) : (
            <Button mt={25} type="submit" loading={apply.isPending} disabled={disabled}>
              Apply
            </Button>
          )}
        </Group>
      </form>
      {applied && (
        <Group gap={6} wrap="nowrap" role="status">
          <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
          <Text size="sm" fw={600}>
            {MSG.couponApplied}: you save {formatRupees(applied.discountAmount, applied.currency)}
          </Text>
        </Group>
      )}
      {!applied && offers.length > 0 && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            Available coupons
          </Text>
          <Group gap={6}>
            {offers.map((c) => (
              <UnstyledButton
                key={c._id}
                onClick={() => run(c.code)}
                disabled={disabled || apply.isPending}
                aria-label={`Apply coupon ${c.code}, ${c.label}`}
              >
                <Badge variant="outline" color="sahajTeal.8" size="lg" tt="none" style={{ cursor: 'pointer' }}>
                  {c.code} · {c.label}
                </Badge>
              </UnstyledButton>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
