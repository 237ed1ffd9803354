import { Alert, Avatar, Badge, Button, Card, Group, List, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, MSG } from '@sahaj/contract';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useViewerZone } from '../../auth';
import { useMyCompany } from '../api/get-my-company';
import { useLeaveCompany } from '../api/leave-company';
import { useUpdateCompanyPrivacy } from '../api/update-company-privacy';
import { SharingChoice } from './sharing-choice';

/**
 * The patient's settings panel 'What my employer can see': the company whose plan they use, the
 * exact list of what that company sees about them, when it last looked, the sharing choice, and
 * leaving the plan (they keep their account and history). Renders nothing for a patient with no
 * company.
 */
export function EmployerSharingPanel() {
  const mine = useMyCompany();
  const privacy = useUpdateCompanyPrivacy();
  const leave = useLeaveCompany();
  const zone = useViewerZone();
  const [leaving, setLeaving] = useState(false);

  if (mine.isPending) return <Skeleton h={200} radius="lg" role="status" aria-label="Loading your company plan" />;
  if (mine.isError)
    return (
      <Alert color="red" variant="light" role="alert" title="What my employer can see">
        {mine.error.message}
        <Button variant="light" size="compact-sm" mt="xs" display="block" onClick={() => mine.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const m = mine.data.membership;
  if (!m) return null;
  const company = m.companyDetails.companyName ?? 'Your company';

  return (
    <Card padding="lg" component="section" aria-labelledby="employer-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="employer-heading">
            What my employer can see
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            You use {company}'s wellness plan. Your care stays between you and your therapist.
          </Text>
        </div>
        <Group gap="sm">
          <Avatar src={m.companyDetails.companyLogo} alt="" radius="md" color="sahajTeal">
            <IconBuildingSkyscraper size={20} aria-hidden />
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{company}</Text>
            <Text size="sm" c="dimmed">
              Joined {formatDateTime(m.joinedAt, zone)}
            </Text>
          </Stack>
          <Badge variant="light" color={m.canUseCredits ? 'teal' : 'red'} c="dark.7">
            {m.canUseCredits ? 'Credits available' : 'Credits paused'}
          </Badge>
        </Group>
        {!m.canUseCredits && (
          <Alert color="orange" variant="light">
            {MSG.employeeIsBlocked}
          </Alert>
        )}
        <List size="sm" spacing={4}>
          {m.employerCanSee.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Text size="sm" role="status">
          {m.employerLastViewedAt
            ? `Your employer last looked at your entry on ${formatDateTime(m.employerLastViewedAt, zone)}.`
            : 'Your employer has not looked at your entry yet.'}
        </Text>
        <SharingChoice
          checked={m.shareUsage}
          disabled={privacy.isPending}
          onChange={(share) =>
            privacy.mutate(share, { onSuccess: () => notify.success(MSG.privacySaved), onError: notify.error })
          }
        />
        <Group>
          <Button variant="subtle" color="red" c="red.9" onClick={() => setLeaving(true)}>
            Leave {company}'s plan
          </Button>
        </Group>
      </Stack>
      <Modal opened={leaving} onClose={() => setLeaving(false)} title="Leave the company plan?" centered>
        <Text>
          You will no longer book on {company}'s credits. Your account, sessions and records stay yours, as they are.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setLeaving(false)} disabled={leave.isPending}>
            Cancel
          </Button>
          <Button
            color="red.9"
            loading={leave.isPending}
            onClick={() =>
              leave.mutate(undefined, {
                onSuccess: (r) => {
                  notify.success(r.message || MSG.leftCompany);
                  setLeaving(false);
                },
                onError: notify.error,
              })
            }
          >
            Leave
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
