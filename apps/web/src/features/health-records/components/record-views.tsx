import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, HEALTH_READ_LABELS, MSG } from '@sahaj/contract';
import { useState } from 'react';
import { PagePager } from '../../../components/page-pager';
import { RECORD_VIEWS_LIMIT, useRecordViews } from '../api/list-record-views';

/** "Who viewed my records": every read by someone other than the patient, newest first. */
export function RecordViews({ zone }: { zone: string }) {
  const [page, setPage] = useState(0);
  const views = useRecordViews(page);
  return (
    <Card padding="lg" component="section" aria-labelledby="record-views-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="record-views-title">
          Who viewed my records
        </Title>
        {views.isPending ? (
          <Skeleton h={60} />
        ) : views.isError ? (
          <Alert color="red" variant="light" role="alert">
            {views.error.message}
          </Alert>
        ) : views.data.views.length === 0 ? (
          <Text c="dimmed">{MSG.noRecordViews}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {views.data.views.map((v) => (
              <Group component="li" key={v._id} justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={0}>
                  <Text fw={600}>{v.viewerName}</Text>
                  <Text size="sm" c="dimmed">
                    {HEALTH_READ_LABELS[v.subject]}
                    {v.fileName ? `: ${v.fileName}` : ''}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Badge variant="light" tt="none">
                    {v.viewerType === 'doctor' ? 'Therapist' : 'Admin'}
                  </Badge>
                  <Text size="sm">{formatDateTime(v.viewedAt, zone)}</Text>
                </Group>
              </Group>
            ))}
            <PagePager count={views.data.count} limit={RECORD_VIEWS_LIMIT} page={page} onPage={setPage} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
