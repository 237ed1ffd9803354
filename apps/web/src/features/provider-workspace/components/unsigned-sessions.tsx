import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PagePager } from '../../../components/page-pager';
import { UNSIGNED_PAGE_LIMIT, useUnsignedSessions } from '../api/list-unsigned-sessions';
import { workspacePaths } from '../lib/paths';
import { LoadError } from './load-error';
import { sessionTime } from './session-time';

/** Past sessions still without a signed note, each a link to its note. */
export function UnsignedSessions({ zone }: { zone: string }) {
  const [page, setPage] = useState(0);
  const list = useUnsignedSessions(page);
  return (
    <Card padding="lg" component="section" aria-labelledby="unsigned-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="unsigned-title">
          Notes to write and sign
        </Title>
        {list.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading sessions without a signed note">
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        ) : list.isError ? (
          <LoadError title="Could not load sessions" message={list.error.message} onRetry={() => list.refetch()} />
        ) : list.data.sessions.length === 0 ? (
          <Text c="dimmed" size="sm">
            Every past session has a signed note.
          </Text>
        ) : (
          <>
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.data.sessions.map((s) => (
                <Group component="li" key={s._id} justify="space-between" wrap="wrap" gap="xs">
                  <Anchor component={Link} to={workspacePaths.note(s.patient._id, s._id)}>
                    {s.patient.name} · {sessionTime(s.startTime, zone)}
                  </Anchor>
                  <Badge variant="light" color={s.noteStatus === 'draft' ? 'yellow' : 'gray'} c="dark.7" tt="none">
                    {s.noteStatus === 'draft' ? 'Draft' : 'No note yet'}
                  </Badge>
                </Group>
              ))}
            </Stack>
            <PagePager
              count={list.data.count}
              limit={UNSIGNED_PAGE_LIMIT}
              page={page}
              onPage={setPage}
              size="sm"
              names={{
                next: 'Next sessions',
                previous: 'Earlier sessions',
                item: (p) => `Sessions page ${p}`,
              }}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
