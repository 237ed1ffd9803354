import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PagePager } from '../../../components/page-pager';
import { useViewerZone } from '../../auth';
import { MY_PRESCRIPTIONS_LIMIT, useMyPrescriptions } from '../api/list-my-prescriptions';
import { LoadError } from './load-error';
import { PrescriptionRow } from './prescriptions-card';

/** The patient's prescriptions, newest first, each with Download PDF (mounted on the health-record page). */
export function MyPrescriptions() {
  const zone = useViewerZone();
  const [page, setPage] = useState(0);
  const list = useMyPrescriptions(page);
  return (
    <Card padding="lg" component="section" aria-labelledby="my-prescriptions-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="my-prescriptions-title">
          My prescriptions
        </Title>
        {list.isPending ? (
          <Skeleton h={72} role="status" aria-label="Loading your prescriptions" />
        ) : list.isError ? (
          <LoadError
            title="Could not load your prescriptions"
            message={list.error.message}
            onRetry={() => list.refetch()}
          />
        ) : list.data.prescriptions.length === 0 ? (
          <Text c="dimmed">No prescriptions yet. When your psychiatrist writes one, it appears here to download.</Text>
        ) : (
          <>
            <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.data.prescriptions.map((p) => (
                <PrescriptionRow key={p._id} prescription={p} zone={zone} editable={false} />
              ))}
            </Stack>
            <PagePager
              count={list.data.count}
              limit={MY_PRESCRIPTIONS_LIMIT}
              page={page}
              onPage={setPage}
              size="sm"
              names={{
                next: 'Older prescriptions',
                previous: 'Newer prescriptions',
                item: (p) => `Prescriptions page ${p}`,
              }}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
