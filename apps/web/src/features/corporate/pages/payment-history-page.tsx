import { Button, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { MSG } from '@sahaj/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { useViewerZone } from '../../auth';
import { useCompanyPayments } from '../api/list-company-payments';
import { CompanyPaymentCard } from '../components/company-payment-card';
import { PageHeader } from '../components/page-header';
import { CORPORATE_PATHS } from '../lib/paths';

/**
 * corporate/profile/my-payment-history: plan and credit purchases, newest first, with their GST
 * invoices. The next 10 load as the end of the list scrolls into view (spec: infinite scroll); a
 * button does the same for keyboards and for screens that never scroll.
 */
export function CompanyPaymentHistoryPage() {
  const list = useCompanyPayments();
  const zone = useViewerZone();
  const { ref, entry } = useIntersection({ rootMargin: '200px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const payments = list.data?.pages.flatMap((p) => p.paymentDetails) ?? [];
  const count = list.data?.pages[0]?.count ?? 0;
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={MSG.paymentHistoryTitle} back={{ to: CORPORATE_PATHS.profile, label: 'Company profile' }} />
      {list.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading payments">
          {[0, 1, 2].map((k) => (
            <Skeleton key={k} h={96} radius="lg" />
          ))}
        </Stack>
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : payments.length === 0 ? (
        <EmptyState
          title={MSG.noPaymentsFound}
          hint="Plans and credits you buy show here, each with its GST invoice."
          action={
            <Button component={Link} to={CORPORATE_PATHS.plans}>
              Explore Plans
            </Button>
          }
          minHeight="30vh"
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {count === 1 ? '1 payment' : `${count} payments`}
          </Text>
          {payments.map((p) => (
            <CompanyPaymentCard key={p._id} p={p} zone={zone} />
          ))}
          <div ref={ref} />
          {isFetchingNextPage ? (
            <Loader size="sm" mx="auto" role="status" aria-label="Loading more payments" />
          ) : (
            hasNextPage && (
              <Button variant="default" onClick={() => fetchNextPage()} style={{ alignSelf: 'center' }}>
                Show more
              </Button>
            )
          )}
        </Stack>
      )}
    </Stack>
  );
}
