import { Badge, useMantineTheme } from '@mantine/core';
import type { AppointmentStatus } from '@sahaj/contract';
import { statusColour } from '../lib/status-colour';

const LABELS: Record<AppointmentStatus, string> = {
  upcoming: 'Upcoming',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The appointment's status in the theme's status colours (cancelled red, completed green, else blue). */
export function StatusBadge({ status }: { status: AppointmentStatus }) {
  const theme = useMantineTheme();
  // Shade 9 on the light badge keeps the text at WCAG AA contrast.
  const colour = statusColour(theme, status);
  return (
    <Badge
      color={`${colour}.9`}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      style={{ background: `var(--mantine-color-${colour}-0)` }}
    >
      {LABELS[status] ?? status}
    </Badge>
  );
}
