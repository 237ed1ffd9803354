import { Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { PriceDetails } from '@sahaj/contract';
import { formatRupees } from '@sahaj/contract';
import { feeLabel } from '../../discovery';

const money = formatRupees;

/** The booking's price details: subTotal, discountAmount (when a coupon applies), feesAndTaxes, totalAmount. */
export function PriceTable({ price }: { price: PriceDetails | undefined }) {
  if (!price) {
    return (
      <Stack gap={8} role="status" aria-label="Loading price">
        <Skeleton h={16} />
        <Skeleton h={16} />
        <Skeleton h={20} />
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <Row label="Sub total" value={money(price.subTotal, price.currency)} />
      <Row
        label={price.couponApplied ? 'Discount (coupon applied)' : 'Discount'}
        value={price.discountAmount ? `− ${money(price.discountAmount, price.currency)}` : money(0, price.currency)}
      />
      <Row label="Fees and taxes" value={money(price.feesAndTaxes, price.currency)} />
      <Divider />
      <Row label="Total" value={feeLabel(price.totalAmount, price.currency)} strong />
    </Stack>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="md">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}
