import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ConsultationDetails } from '@sahaj/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { workspacePaths } from '../lib/paths';

/** The patient's profile: photo, name, age, gender, contact, time zone. */
export function PatientHeader({ details }: { details: ConsultationDetails }) {
  const p = details.profile;
  const facts = [p.age !== null ? `${p.age} years` : null, p.gender].filter(Boolean).join(' · ');
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={workspacePaths.patients} size="sm" style={{ alignSelf: 'flex-start' }}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> All patients
        </Group>
      </Anchor>
      <Card padding="lg">
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <Avatar src={p.profilePic} name={p.name} color="sahajTeal" size={72} radius="xl" alt="" />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} size="h2">
              {p.fullName || p.name}
            </Title>
            {facts && <Text c="dimmed">{facts}</Text>}
            <Group gap="md" wrap="wrap">
              {p.phone && <Text size="sm">{p.phone}</Text>}
              {p.email && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {p.email}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                Lives in {p.timeZone} time
              </Text>
            </Group>
          </Stack>
        </Group>
      </Card>
      <Text size="xs" c="dimmed">
        {p.name} can see that you opened this record.
      </Text>
    </Stack>
  );
}
