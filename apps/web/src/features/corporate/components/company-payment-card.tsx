import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type CompanyPaymentDetail, formatDateTime } from '@sahaj/contract';
import { IconFileInvoice } from '@tabler/icons-react';
import { useDownloadCompanyInvoice } from '../api/download-company-invoice';
import { credits, rupees } from '../lib/format';

const STATUS: Record<CompanyPaymentDetail['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gray' },
  paid: { label: 'Paid', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
  refunded: { label: 'Refunded', color: 'orange' },
  partially_refunded: { label: 'Partly refunded', color: 'orange' },
};

/** One purchase: what it was (plan or credits), when, how much, its status and its GST invoice. */
export function CompanyPaymentCard({ p, zone }: { p: CompanyPaymentDetail; zone: string }) {
  const invoice = useDownloadCompanyInvoice();
  const what = p.transactionType === 'subscription' ? (p.subscriptionName ?? 'Subscription plan') : 'Credit purchase';
  const status = STATUS[p.status];
  return (
    <Card padding="md" component="article" aria-label={`${what}, ${formatDateTime(p.paymentDate, zone)}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={650}>{what}</Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(p.paymentDate, zone)} · {credits(p.credits)}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {p.transactionId}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text fw={700}>{rupees(p.companyPaidAmount)}</Text>
          <Badge variant="light" color={status.color} c="dark.7">
            {status.label}
          </Badge>
        </Stack>
      </Group>
      {p.invoiceAvailable && (
        <Button
          mt="sm"
          size="xs"
          variant="light"
          leftSection={<IconFileInvoice size={16} aria-hidden />}
          loading={invoice.isPending}
          onClick={() => invoice.mutate(p._id)}
          aria-label={`Download invoice: ${what}, ${formatDateTime(p.paymentDate, zone)}`}
        >
          Invoice (PDF)
        </Button>
      )}
    </Card>
  );
}
