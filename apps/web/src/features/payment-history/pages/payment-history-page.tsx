import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { MSG, PAYMENT_HISTORY_PAGE_LIMIT } from '@sahaj/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagePager } from '../../../components/page-pager';
import { RefreshingStack } from '../../../components/refreshing-stack';
import { useViewerZone } from '../../auth';
import { usePaymentDetails } from '../api/list-payment-details';
import { PaymentCard, PaymentCardSkeleton } from '../components/payment-card';

/** my-account/payment-history: the patient's payments, refunds and invoices, 10 a page. */
export function PaymentHistoryPage() {
  const [page, setPage] = useState(0);
  const list = usePaymentDetails(page);
  const zone = useViewerZone();
  const count = list.data?.count ?? 0;
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Anchor component={Link} to="/user/base/home/my-account" size="sm">
          ← My account
        </Anchor>
        <Title order={1}>{MSG.paymentHistoryTitle}</Title>
      </Stack>
      {list.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading payments">
          {[0, 1, 2].map((k) => (
            <PaymentCardSkeleton key={k} />
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
          title={MSG.noPaymentsFound}
          hint="Payments for the sessions you book show here, with their invoices."
          action={
            <Button component={Link} to="/user/base/home/therapists">
              Find a therapist
            </Button>
          }
          minHeight="30vh"
        />
      ) : (
        <RefreshingStack busy={list.isPlaceholderData} gap="md">
          <Text size="sm" c="dimmed">
            {count === 1 ? '1 payment' : `${count} payments`}
          </Text>
          {list.data.paymentDetails.map((p) => (
            <PaymentCard key={p._id} p={p} zone={zone} />
          ))}
          <PagePager count={count} limit={PAYMENT_HISTORY_PAGE_LIMIT} page={page} onPage={setPage} />
        </RefreshingStack>
      )}
    </Stack>
  );
}
