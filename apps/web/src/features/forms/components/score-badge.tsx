import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  Minimal: 'teal',
  Mild: 'lime',
  Moderate: 'yellow',
  'Moderately severe': 'orange',
  Severe: 'red',
};

/** The score band as a coloured badge (words carry the meaning; the colour only repeats it). */
export function BandBadge({ band }: { band: string | null }) {
  if (!band) return null;
  return (
    <Badge color={COLORS[band] ?? 'gray'} variant="light" tt="none" size="lg" c="dark.7">
      {band}
    </Badge>
  );
}
