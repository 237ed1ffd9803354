import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconHourglassHigh } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Shown at /user/doctor/update-profile/pending. */
export function PendingApprovalCard() {
  return (
    <Card padding="xl" maw={440} mx="auto" ta="center">
      <Stack align="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="sahajTeal">
          <IconHourglassHigh size={34} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          Pending Approval
        </Title>
        <Text c="dimmed">Your profile is pending for approval, please check back again soon.</Text>
        <Button component={Link} to="/user/doctor/login" size="md" fullWidth mt="sm" color="sahajCoral.8">
          Okay
        </Button>
      </Stack>
    </Card>
  );
}

/** The wizard's end state when no approval is awaited. */
export function AllSetCard() {
  return (
    <Card padding="xl" maw={440} mx="auto" ta="center">
      <Stack align="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="sahajTeal">
          <IconCircleCheck size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          You're All Set!
        </Title>
        <Text c="dimmed">Your profile has been created successfully</Text>
        <Button component={Link} to="/user/base/home/dashboard" size="md" fullWidth mt="sm" color="sahajCoral.8">
          finish
        </Button>
      </Stack>
    </Card>
  );
}
