import { Alert, Avatar, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type Employee, formatNumber, MSG } from '@sahaj/contract';
import { Link, useLocation } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useViewerZone } from '../../auth';
import { useEmployee } from '../api/get-employee';
import { BlockButton } from '../components/block-button';
import { PageHeader } from '../components/page-header';
import { joiningDate, privateOr } from '../lib/format';
import { CORPORATE_PATHS } from '../lib/paths';

/**
 * corporate/employees-list/user-details: one employee (passed in navigation state, then read again
 * from the server): photo, name, e-mail, appointments taken, credit used, joining date, Block/Unblock.
 * The usage figures read 'Private' unless the employee chose to share them; nothing clinical is shown.
 */
export function EmployeeDetailsPage() {
  const state = useLocation().state as { employee?: Employee } | null;
  const initial = state?.employee;
  const employee = useEmployee(initial?._id ?? '', initial);
  const zone = useViewerZone();
  const back = { to: CORPORATE_PATHS.employees, label: 'Employees' };

  if (!initial)
    return (
      <Stack gap="lg">
        <PageHeader title="Employee details" back={back} />
        <Alert variant="light" color="gray" title="No employee chosen">
          Open an employee from the list to see their details.
          <Button
            component={Link}
            to={CORPORATE_PATHS.employees}
            variant="light"
            size="compact-sm"
            display="block"
            mt="xs"
          >
            Go to Employees
          </Button>
        </Alert>
      </Stack>
    );

  const e = employee.data;
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title="Employee details" back={back} />
      {employee.isError ? (
        <LoadError error={employee.error} onRetry={() => employee.refetch()} />
      ) : !e ? (
        <Skeleton h={260} radius="lg" role="status" aria-label="Loading the employee" />
      ) : (
        <Card padding="lg" component="section" aria-labelledby="employee-name">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Avatar src={e.profilePic} name={e.fullName ?? e.email} alt="" size={72} radius="xl" color="sahajTeal" />
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Title order={2} size="h3" id="employee-name" style={{ wordBreak: 'break-word' }}>
                {e.fullName ?? 'Not joined yet'}
              </Title>
              <Text style={{ wordBreak: 'break-all' }}>{e.email}</Text>
              <Group gap="xs">
                <Badge
                  variant="light"
                  color={e.status === 'blocked' ? 'red' : e.status === 'pending' ? 'gray' : 'teal'}
                  c="dark.7"
                >
                  {e.status === 'blocked' ? 'Blocked' : e.status === 'pending' ? 'Invite sent' : 'Active'}
                </Badge>
                {e.status !== 'pending' && (
                  <Badge variant="outline" color="gray" c="dark.7">
                    {e.usageShared ? 'Shares usage with you' : 'Usage private'}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mt="lg">
            <Fact label="Appointments taken" value={privateOr(e.totalAppointmentsTaken)} />
            <Fact label="Credit used" value={privateOr(e.creditsUsed, formatNumber)} />
            <Fact
              label={e.status === 'pending' ? 'Invited on' : 'Joining date'}
              value={joiningDate(e.createdAt, zone)}
            />
          </SimpleGrid>
          {!e.usageShared && e.status !== 'pending' && (
            <Text size="sm" c="dimmed" mt="md">
              {MSG.privateValue}: this employee has not chosen to share their usage. Sessions, therapists and anything
              said in them are never shown to employers.
            </Text>
          )}
          {e.status !== 'pending' && (
            <Group mt="lg">
              <BlockButton employee={e} size="sm" />
            </Group>
          )}
        </Card>
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}
