import { Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** A form laid out as a vertical stack; the browser's own validation bubbles are off (errors show under fields). */
export function FormStack({
  onSubmit,
  children,
  gap = 'md',
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  gap?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap={gap}>{children}</Stack>
    </form>
  );
}
