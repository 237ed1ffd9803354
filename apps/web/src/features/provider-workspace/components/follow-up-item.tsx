import { Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type FollowUp, formatDate, formatDateTime, isPastDay, todayIn } from '@sahaj/contract';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { workspacePaths } from '../lib/paths';

/**
 * One recommended follow-up: who, around when, why, and the one-tap path to book it through the
 * normal booking (the therapist's profile with the suggested day chosen).
 */
export function FollowUpItem({
  followUp: f,
  zone,
  headingLevel = 'h3',
}: {
  followUp: FollowUp;
  zone: string;
  headingLevel?: 'h2' | 'h3';
}) {
  // A suggested day already past books from today instead.
  const today = todayIn(zone);
  const day = isPastDay(f.suggestedDate, today) ? today : f.suggestedDate;
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <Avatar src={f.therapist.profilePic} name={f.therapist.name} color="sahajTeal" radius="xl" alt="" />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs">
          <Text component={headingLevel} fw={650} m={0}>
            {f.therapist.name} suggests a session around {formatDate(f.suggestedDate)}
          </Text>
          {f.status === 'booked' && (
            <Badge variant="light" color="teal" c="dark.7" tt="none">
              Booked
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {f.reason}
        </Text>
        <Text size="xs" c="dimmed">
          Recommended {formatDateTime(f.createdAt, zone)}
        </Text>
        {f.status === 'open' && (
          <Button
            component={Link}
            to={workspacePaths.book(f.therapist._id, day)}
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            size="sm"
            mt={4}
            style={{ alignSelf: 'flex-start' }}
          >
            Book this follow-up
          </Button>
        )}
      </Stack>
    </Group>
  );
}
