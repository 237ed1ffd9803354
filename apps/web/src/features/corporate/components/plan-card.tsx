import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { CompanyPlan } from '@sahaj/contract';
import { credits, rupees } from '../lib/format';

/** One subscription plan: name, price, therapists, months, credits; 'Your Plan' for the current one. */
export function PlanCard({
  plan,
  current,
  choosable,
  actionLabel,
  onChoose,
}: {
  plan: CompanyPlan;
  current: boolean;
  choosable: boolean;
  actionLabel: string;
  onChoose: () => void;
}) {
  return (
    <Card
      padding="lg"
      component="article"
      aria-labelledby={`plan-${plan._id}`}
      h="100%"
      style={current ? { borderColor: 'var(--mantine-color-sahajTeal-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Title order={2} size="h4" id={`plan-${plan._id}`}>
              {plan.planName}
            </Title>
            {current && (
              <Badge color="sahajTeal" variant="filled">
                Your Plan
              </Badge>
            )}
          </Group>
          <Text fw={700} size="xl">
            {rupees(plan.planPrice)}
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              + GST
            </Text>
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>{credits(plan.credits)} for sessions</List.Item>
            <List.Item>Up to {plan.doctorCount === 1 ? '1 therapist' : `${plan.doctorCount} therapists`}</List.Item>
            <List.Item>Valid {plan.planDuration === 1 ? '1 month' : `${plan.planDuration} months`}</List.Item>
          </List>
        </Stack>
        {!current && (
          <Button
            onClick={onChoose}
            disabled={!choosable}
            variant={choosable ? 'filled' : 'default'}
            aria-label={`${actionLabel}: ${plan.planName}`}
          >
            {choosable ? actionLabel : 'Not available'}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
