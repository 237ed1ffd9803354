import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The spec's empty texts with a short hint of what to do next; at least 50vh tall by default. */
export function EmptyState({
  title,
  hint,
  action,
  minHeight = '50vh',
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  minHeight?: string | number;
}) {
  return (
    <Stack align="center" justify="center" gap="xs" mih={minHeight} p="lg" ta="center">
      <Title order={3} fw={600}>
        {title}
      </Title>
      {hint && (
        <Text c="dimmed" maw={420}>
          {hint}
        </Text>
      )}
      {action}
    </Stack>
  );
}
