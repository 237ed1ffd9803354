import { Alert, Button, Card, Divider, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { MSG, type UserType } from '@sahaj/contract';
import { useId } from 'react';
import { errorMessage, notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { type SettingChange, useChangeSetting, useNotificationSettings } from '../api/notification-settings';

interface Row {
  key: SettingChange['key'];
  label: string;
  description: string;
  /** The switch shows this value of the settings. */
  on: (s: {
    push: boolean;
    email: boolean;
    sessionReminders: boolean;
    medicationReminders: boolean;
    allOff: boolean;
  }) => boolean;
}

const GENERAL: Row[] = [
  {
    key: 'push',
    label: 'Notifications',
    description: 'Bookings, messages and updates in the bell at the top of the page.',
    on: (s) => s.push,
  },
  {
    key: 'email',
    label: 'Email notifications',
    description: 'The same updates by e-mail, with calendar invitations for sessions.',
    on: (s) => s.email,
  },
];

const REMINDERS: Row[] = [
  {
    key: 'sessionReminders',
    label: 'Session reminders',
    description: '24 hours and 15 minutes before each session, by SMS, e-mail and notification.',
    on: (s) => s.sessionReminders && !s.allOff,
  },
  {
    key: 'medicationReminders',
    label: 'Medication reminders',
    description: 'When it is time to take a medicine your therapist prescribed.',
    on: (s) => s.medicationReminders && !s.allOff,
  },
];

/**
 * Notification switches for my-account (placed by the account page): notifications and e-mail for
 * everyone; session and medication reminders and "turn off all reminders" for patients. Each switch
 * saves at once and answers 'Successfully changed notification settings'.
 */
export function NotificationSettings({ userType }: { userType?: UserType }) {
  const session = useSession();
  const kind = userType ?? session?.userType;
  const settings = useNotificationSettings();
  const change = useChangeSetting();
  const headingId = useId();

  const save = (c: SettingChange) =>
    change.mutate(c, {
      onSuccess: () => notify.success(MSG.notificationSettingsChanged),
      onError: (e) => notify.error(errorMessage(e)),
    });

  const switchRow = (row: Row) => {
    const s = settings.data!;
    return (
      <Switch
        key={row.key}
        size="md"
        label={row.label}
        description={row.description}
        checked={row.on(s)}
        disabled={change.isPending}
        onChange={(e) => save({ key: row.key, enabled: e.currentTarget.checked } as SettingChange)}
      />
    );
  };

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        Notification settings
      </Title>
      {settings.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading notification settings">
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : settings.isError ? (
        <Alert color="red" title="Could not load your notification settings">
          <Button size="compact-sm" variant="light" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Stack gap="md">
          {GENERAL.map(switchRow)}
          {kind === 'patient' && (
            <>
              <Divider />
              <Text fw={600} size="sm">
                Reminders
              </Text>
              {REMINDERS.map(switchRow)}
              <Switch
                size="md"
                label="Turn off all reminders"
                description="No session or medication reminders of any kind."
                checked={settings.data.allOff}
                disabled={change.isPending}
                onChange={(e) => save({ key: 'allOff', enabled: e.currentTarget.checked })}
              />
            </>
          )}
        </Stack>
      )}
    </Card>
  );
}
