import { Badge, Button, Card, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import {
  formatDateTime,
  formatRupees,
  MSG,
  type PatientPaymentDetail,
  type PaymentHistoryStatus,
} from '@sahaj/contract';
import { IconDownload } from '@tabler/icons-react';
import { useDownloadInvoice } from '../api/download-invoice';

const STATUS: Record<PaymentHistoryStatus, { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  refunded: { label: 'Refunded', color: 'orange' },
  partially_refunded: { label: 'Partly refunded', color: 'orange' },
  pending: { label: 'Pending', color: 'blue' },
};

const REFUND_STATUS = { pending: 'being processed', succeeded: 'refunded', failed: 'refund failed' } as const;

/** Rupee amounts from the API (major units) shown the spec's way: ₹1,500, ₹1,083.24. */
const money = formatRupees;

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** One payment: whom it paid, for which session, what it cost, its refunds and the invoice. */
export function PaymentCard({ p, zone }: { p: PatientPaymentDetail; zone: string }) {
  const download = useDownloadInvoice();
  const status = STATUS[p.paymentStatus];
  const what = p.purpose === 'package' ? 'Package' : 'Session';
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Payment to ${p.doctorDetails.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>{p.doctorDetails.name}</Text>
            <Text size="sm" c="dimmed">
              {what}
              {p.sessionStartTime ? ` on ${formatDateTime(p.sessionStartTime, zone)}` : ''}
              {p.treatmentName ? ` · ${p.treatmentName}` : ''}
            </Text>
          </Stack>
          {/* The dot carries the colour; the label stays in body text colour (AA contrast). */}
          <Badge color={status.color} variant="dot" radius="sm" tt="none" fw={600} size="lg">
            {status.label}
          </Badge>
        </Group>
        <Stack gap={4}>
          <Line label="Session fee" value={money(p.subTotal, p.currency)} />
          {p.discountAmount > 0 && (
            <Line
              label={p.couponCode ? `Discount (${p.couponCode})` : 'Discount'}
              value={`− ${money(p.discountAmount, p.currency)}`}
            />
          )}
          {p.feesAndTaxes > 0 && <Line label="Fees and taxes (GST)" value={money(p.feesAndTaxes, p.currency)} />}
          <Line
            label={p.paymentStatus === 'failed' ? 'Total (not charged)' : 'Total paid'}
            value={money(p.totalAmount, p.currency)}
            strong
          />
        </Stack>
        {p.refunds.length > 0 && (
          <>
            <Divider />
            <Stack gap={4} role="group" aria-label="Refunds">
              {p.refunds.map((r) => (
                <Text key={r._id} size="sm" c={r.status === 'failed' ? 'red.9' : undefined}>
                  {money(r.amount, p.currency)} {REFUND_STATUS[r.status]} on {formatDateTime(r.refundDate, zone)}
                  {r.reason ? ` · ${r.reason}` : ''}
                </Text>
              ))}
            </Stack>
          </>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {formatDateTime(p.paymentDate, zone)} · {p.transactionId}
          </Text>
          {p.invoiceNumber && (
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={download.isPending}
              onClick={() => download.mutate(p._id)}
              aria-label={`${MSG.invoiceDownload} ${p.invoiceNumber}`}
            >
              {MSG.invoiceDownload}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

export function PaymentCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Skeleton height={18} width="50%" />
        <Skeleton height={14} width="70%" />
        <Skeleton height={60} />
      </Stack>
    </Card>
  );
}
