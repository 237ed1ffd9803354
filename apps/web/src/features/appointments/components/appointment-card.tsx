import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Appointment } from '@sahaj/contract';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TherapistAvatar } from '../../discovery';
import type { Role } from '../api/keys';
import { sessionWhen } from '../lib/when';
import { StatusBadge } from './status-badge';

/** One appointment in a list: the other person, the day and time in the viewer's zone, the status. */
export function AppointmentCard({
  a,
  viewer,
  zone,
  detailHref,
}: {
  a: Appointment;
  viewer: Role;
  zone: string;
  detailHref: string;
}) {
  const other = viewer === 'patient' ? a.doctorDetails : a.patientDetails;
  const when = sessionWhen(a, zone);
  return (
    <Card padding="md" component="article" aria-label={`Session with ${other.name}, ${when.day}`}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <TherapistAvatar src={other.profilePic} name={other.name} size={48} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={650} truncate>
              {other.name}
            </Text>
            {a.treatmentName && (
              <Text size="sm" c="dimmed" truncate>
                {a.treatmentName}
              </Text>
            )}
            {a.familyMember && (
              <Text size="sm" c="dimmed" truncate>
                For {a.familyMember.name} ({a.familyMember.relationship})
              </Text>
            )}
          </Stack>
        </Group>
        <StatusBadge status={a.status} />
      </Group>
      <Group gap="xs" mt="sm" wrap="nowrap" align="flex-start">
        <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <Text size="sm">
          <strong>{when.day}</strong> · <span style={{ whiteSpace: 'nowrap' }}>{when.time}</span>
        </Text>
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button component={Link} to={detailHref} variant="light" size="sm">
          View details
        </Button>
      </Group>
    </Card>
  );
}

export function AppointmentCardSkeleton() {
  return (
    <Card padding="md" aria-hidden>
      <Group gap="sm">
        <Skeleton circle h={48} w={48} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton h={16} w="40%" />
          <Skeleton h={12} w="25%" />
        </Stack>
      </Group>
      <Skeleton h={14} w="60%" mt="sm" />
    </Card>
  );
}
