import type { MantineTheme } from '@mantine/core';

/** The theme's status colours (spec 03 §4): cancelled red, completed green, anything else blue. */
export function statusColour(theme: MantineTheme, status: string): string {
  const colours = theme.other.statusColors as { cancelled: string; completed: string; other: string };
  const s = status.toLowerCase();
  if (s === 'cancelled') return colours.cancelled;
  if (s === 'completed') return colours.completed;
  return colours.other;
}
