import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  formatDateTime,
  formatRupees,
  MSG,
  PAYMENT_HISTORY_PAGE_LIMIT,
  type ProviderPaymentDetail,
} from '@sahaj/contract';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PagePager } from '../../../components/page-pager';
import { RefreshingStack } from '../../../components/refreshing-stack';
import { useViewerZone } from '../../auth';
import { useEarnings } from '../api/get-earnings';
import { useProviderPayments } from '../api/list-provider-payments';
import { EarningsChart } from '../components/earnings-chart';

const rupees = formatRupees;

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** earnings (provider menu): totals, a chart by month and each paid session or refund. */
export function EarningsPage() {
  const earnings = useEarnings();
  return (
    <Stack gap="lg">
      <Title order={1}>{MSG.earningsTitle}</Title>
      {earnings.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading earnings">
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            {[0, 1, 2, 3].map((k) => (
              <Skeleton key={k} height={84} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton height={240} radius="md" />
        </Stack>
      ) : earnings.isError ? (
        <Alert color="red" variant="light" role="alert" title={earnings.error.message || MSG.cantFetchEarnings}>
          <Button variant="light" size="compact-sm" mt="xs" onClick={() => earnings.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Stat
              label="Net earnings"
              value={rupees(earnings.data.totals.net, earnings.data.currency)}
              hint={`${earnings.data.totals.sessions} paid ${earnings.data.totals.sessions === 1 ? 'session' : 'sessions'}`}
            />
            <Stat label="Session fees" value={rupees(earnings.data.totals.gross, earnings.data.currency)} />
            <Stat
              label="Platform commission"
              value={rupees(earnings.data.totals.commission, earnings.data.currency)}
              hint={`${earnings.data.commissionPercent}% of each fee`}
            />
            <Stat label="Refunded" value={rupees(earnings.data.totals.refunds, earnings.data.currency)} />
          </SimpleGrid>
          <Card withBorder radius="md" padding="md">
            <Title order={2} size="h4" mb="sm">
              By month
            </Title>
            {earnings.data.months.some((m) => m.gross > 0 || m.refunds > 0) ? (
              <EarningsChart months={earnings.data.months} currency={earnings.data.currency} />
            ) : (
              <Text c="dimmed" size="sm">
                The chart fills in month by month as patients pay for sessions.
              </Text>
            )}
          </Card>
        </>
      )}
      <Ledger />
    </Stack>
  );
}

function Ledger() {
  const [page, setPage] = useState(0);
  const list = useProviderPayments(page);
  const zone = useViewerZone();
  const count = list.data?.count ?? 0;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Payments and refunds
      </Title>
      {list.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading payments">
          {[0, 1, 2].map((k) => (
            <Skeleton key={k} height={64} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert" title={list.error.message || MSG.cantFetchPayments}>
          <Button variant="light" size="compact-sm" mt="xs" onClick={() => list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : list.data.paymentDetails.length === 0 ? (
        <EmptyState
          title={MSG.noEarningsFound}
          hint="When patients pay for sessions with you, each payment shows here."
          minHeight="20vh"
        />
      ) : (
        <RefreshingStack busy={list.isPlaceholderData} gap="sm">
          {list.data.paymentDetails.map((e) => (
            <LedgerRow key={e._id} e={e} zone={zone} />
          ))}
          <PagePager count={count} limit={PAYMENT_HISTORY_PAGE_LIMIT} page={page} onPage={setPage} />
        </RefreshingStack>
      )}
    </Stack>
  );
}

function LedgerRow({ e, zone }: { e: ProviderPaymentDetail; zone: string }) {
  const refund = e.kind === 'refund';
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={`${refund ? 'Refund' : 'Payment'} ${e.patientDetails.name}`}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{e.patientDetails.name}</Text>
            <Badge color={refund ? 'orange' : 'green'} variant="dot" radius="sm" tt="none" fw={600}>
              {refund ? 'Refund' : 'Paid'}
            </Badge>
            {e.purpose === 'package' && (
              <Badge color="sahajTeal" variant="light" radius="sm" tt="none" fw={600}>
                Package
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {e.purpose === 'package'
              ? `Package of sessions · ${formatDateTime(e.date, zone)}`
              : e.sessionStartTime
                ? `Session ${formatDateTime(e.sessionStartTime, zone)}`
                : formatDateTime(e.date, zone)}
          </Text>
          <Text size="xs" c="dimmed">
            Fee {rupees(e.gross, e.currency)} · commission {rupees(e.commission, e.currency)}
          </Text>
        </Stack>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {refund ? '−' : '+'}
          {rupees(e.net, e.currency)}
        </Text>
      </Group>
    </Card>
  );
}
