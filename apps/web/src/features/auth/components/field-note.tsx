import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A line under a field that screen readers announce, e.g. 'Number not registered. Signup instead?'. */
export function FieldNote({ children, color = 'red' }: { children: ReactNode; color?: 'red' | 'dimmed' }) {
  return (
    <Text role="alert" size="sm" mt={6} c={color === 'red' ? 'red.8' : 'dimmed'}>
      {children}
    </Text>
  );
}
