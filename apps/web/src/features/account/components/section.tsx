import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of the account page. */
export function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Card padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed" mt={2}>
              {hint}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

/** Field errors are announced as they appear. */
export const ALERT = { role: 'alert' } as const;
