import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CompanyDashboard } from '@sahaj/contract';
import { Link } from 'react-router';
import { CORPORATE_PATHS } from '../lib/paths';

/** The dashboard's 'My employees' card: how many joined, are invited, are paused; View Employee. */
export function EmployeesCard({ employees }: { employees: CompanyDashboard['employees'] | undefined }) {
  const rows = [
    { label: 'Joined', value: employees?.accepted },
    { label: 'Invited', value: employees?.pending },
    { label: 'Blocked', value: employees?.blocked },
  ];
  return (
    <Card padding="lg" component="section" aria-labelledby="employees-heading" h="100%">
      <Title order={2} size="h3" id="employees-heading">
        My employees
      </Title>
      <SimpleGrid cols={3} spacing="sm" mt="md">
        {rows.map((r) => (
          <Stack key={r.label} gap={2}>
            <Text size="sm" c="dimmed">
              {r.label}
            </Text>
            <Text fw={700} size="xl">
              {r.value ?? '–'}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Group mt="lg">
        <Button component={Link} to={CORPORATE_PATHS.employees} variant="light">
          View Employee
        </Button>
      </Group>
    </Card>
  );
}
