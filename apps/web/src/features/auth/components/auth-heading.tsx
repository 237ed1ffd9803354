import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The one h1 of an access screen and its short helper line. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" mt={4}>
          {subtitle}
        </Text>
      )}
    </div>
  );
}
