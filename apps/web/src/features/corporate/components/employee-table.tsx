import { Anchor, Avatar, Badge, Box, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type Employee, formatNumber } from '@sahaj/contract';
import { Link, useNavigate } from 'react-router';
import { joiningDate, privateOr } from '../lib/format';
import { CORPORATE_PATHS } from '../lib/paths';
import { BlockButton } from './block-button';

const nameOf = (e: Employee) => e.fullName ?? e.email;

/** The person's cell: photo and name (a link to the details page, the employee passed in navigation state). */
function Person({ e }: { e: Employee }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={e.profilePic} name={nameOf(e)} alt="" radius="xl" size={36} color="sahajTeal" />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={CORPORATE_PATHS.employeeDetails}
          state={{ employee: e }}
          fw={600}
          onClick={(ev) => ev.stopPropagation()}
          style={{ wordBreak: 'break-word' }}
        >
          {nameOf(e)}
        </Anchor>
        {e.fullName && (
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {e.email}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function StatusCell({ e }: { e: Employee }) {
  if (e.status === 'pending')
    return (
      <Badge variant="light" color="gray" c="dark.7">
        Invite sent
      </Badge>
    );
  return <BlockButton employee={e} />;
}

/**
 * The employee list (spec 03 §2): photo, name, joining date (DD MMM YYYY), appointments taken, credit
 * used, Block/Unblock; a row opens the details. The two usage figures read 'Private' unless the
 * employee chose to share them. A table on wide screens, cards on a phone.
 */
export function EmployeeTable({ employees, zone, pending }: { employees: Employee[]; zone: string; pending: boolean }) {
  const navigate = useNavigate();
  const open = (e: Employee) => navigate(CORPORATE_PATHS.employeeDetails, { state: { employee: e } });
  const dateLabel = pending ? 'Invited on' : 'Joining date';
  return (
    <>
      <Box visibleFrom="md">
        <Table highlightOnHover verticalSpacing="sm" aria-label={pending ? 'Pending invites' : 'Employees'}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>{dateLabel}</Table.Th>
              <Table.Th>Appointments taken</Table.Th>
              <Table.Th>Credit used</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {employees.map((e) => (
              <Table.Tr key={e._id} onClick={() => open(e)} style={{ cursor: 'pointer' }}>
                <Table.Td>
                  <Person e={e} />
                </Table.Td>
                <Table.Td>{joiningDate(e.createdAt, zone)}</Table.Td>
                <Table.Td>{privateOr(e.totalAppointmentsTaken)}</Table.Td>
                <Table.Td>{privateOr(e.creditsUsed, formatNumber)}</Table.Td>
                <Table.Td ta="right">
                  <StatusCell e={e} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack gap="sm" hiddenFrom="md">
        {employees.map((e) => (
          <Card key={e._id} padding="md" onClick={() => open(e)} style={{ cursor: 'pointer' }}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Person e={e} />
              <div style={{ flexShrink: 0 }}>
                <StatusCell e={e} />
              </div>
            </Group>
            <Group gap="lg" mt="sm">
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  {dateLabel}:{' '}
                </Text>
                {joiningDate(e.createdAt, zone)}
              </Text>
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  Appointments:{' '}
                </Text>
                {privateOr(e.totalAppointmentsTaken)}
              </Text>
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  Credit used:{' '}
                </Text>
                {privateOr(e.creditsUsed, formatNumber)}
              </Text>
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
