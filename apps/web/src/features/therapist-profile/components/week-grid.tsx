import { Box, Group, Stack, Text } from '@mantine/core';

export interface WeekGridDay {
  day: string;
  start: string | null;
  end: string | null;
  breakStart?: string | null;
  breakEnd?: string | null;
}

const toMin = (t: string | null | undefined) => {
  if (!t) return null;
  const [h, m] = t.split(':').map(Number);
  return h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m) ? null : h * 60 + m;
};

/** '9AM', '10:30PM': the spec's short 12-hour time. */
export function shortTime(t: string | null | undefined): string {
  const m = toMin(t);
  if (m === null) return '';
  const h = Math.floor(m / 60) % 24;
  const min = m % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${min ? `:${String(min).padStart(2, '0')}` : ''}${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * A therapist's week as a picture: one row per day, the working hours as a teal bar and the break
 * as a gap in it, on an hour scale fitted to the week. Screen readers get the same as text.
 */
export function WeekGrid({ days }: { days: WeekGridDay[] }) {
  const ranges = days
    .map((d) => ({ ...d, s: toMin(d.start), e: toMin(d.end), bs: toMin(d.breakStart), be: toMin(d.breakEnd) }))
    .map((d) => ({ ...d, on: d.s !== null && d.e !== null && d.e > d.s }));
  const on = ranges.filter((d) => d.on);
  const lo = on.length ? Math.floor(Math.min(...on.map((d) => d.s!)) / 60) * 60 : 9 * 60;
  const hi = on.length ? Math.ceil(Math.max(...on.map((d) => d.e!)) / 60) * 60 : 17 * 60;
  const span = Math.max(hi - lo, 60);
  const pct = (m: number) => `${((m - lo) / span) * 100}%`;
  const hours = Math.round(span / 60);
  const tickEvery = hours > 8 ? Math.ceil(hours / 4) : hours > 4 ? 2 : 1;
  const ticks = Array.from({ length: Math.floor(hours / tickEvery) + 1 }, (_, i) => lo + i * tickEvery * 60);

  return (
    <Stack gap={6} aria-label="Your week at a glance" role="figure">
      <Group gap={8} wrap="nowrap" aria-hidden>
        <Box w={40} />
        <Box pos="relative" h={16} style={{ flex: 1 }}>
          {ticks.map((t) => (
            <Text
              key={t}
              size="xs"
              c="dimmed"
              pos="absolute"
              style={{
                left: pct(t),
                transform: t === lo ? 'none' : t >= hi ? 'translateX(-100%)' : 'translateX(-50%)',
              }}
            >
              {shortTime(`${Math.floor(t / 60)}:00`)}
            </Text>
          ))}
        </Box>
      </Group>
      {ranges.map((d) => {
        const label = d.on
          ? `${d.day}: ${shortTime(d.start)}-${shortTime(d.end)}${
              d.bs !== null && d.be !== null ? `, break ${shortTime(d.breakStart)}-${shortTime(d.breakEnd)}` : ''
            }`
          : `${d.day}: not available`;
        return (
          <Group key={d.day} gap={8} wrap="nowrap" title={label}>
            <Text size="xs" fw={600} w={40} c={d.on ? undefined : 'dimmed'}>
              {d.day.slice(0, 3)}
            </Text>
            <Box
              pos="relative"
              h={18}
              style={{ flex: 1, borderRadius: 6, background: 'var(--mantine-color-warmGray-1)', overflow: 'hidden' }}
              aria-label={label}
              role="img"
            >
              {d.on && (
                <Box
                  pos="absolute"
                  top={0}
                  bottom={0}
                  style={{
                    left: pct(d.s!),
                    width: `calc(${pct(d.e!)} - ${pct(d.s!)})`,
                    background: 'var(--mantine-color-sahajTeal-6)',
                    borderRadius: 6,
                  }}
                />
              )}
              {d.on && d.bs !== null && d.be !== null && d.be > d.bs && (
                <Box
                  pos="absolute"
                  top={0}
                  bottom={0}
                  style={{
                    left: pct(d.bs),
                    width: `calc(${pct(d.be)} - ${pct(d.bs)})`,
                    background:
                      'repeating-linear-gradient(45deg, var(--mantine-color-sahajCoral-2) 0 4px, var(--mantine-color-sahajCoral-0) 4px 8px)',
                  }}
                />
              )}
            </Box>
          </Group>
        );
      })}
      <Group gap="md" mt={4} aria-hidden>
        <Group gap={6}>
          <Box w={14} h={10} style={{ borderRadius: 3, background: 'var(--mantine-color-sahajTeal-6)' }} />
          <Text size="xs" c="dimmed">
            Available
          </Text>
        </Group>
        <Group gap={6}>
          <Box
            w={14}
            h={10}
            style={{
              borderRadius: 3,
              background:
                'repeating-linear-gradient(45deg, var(--mantine-color-sahajCoral-3) 0 3px, var(--mantine-color-sahajCoral-0) 3px 6px)',
            }}
          />
          <Text size="xs" c="dimmed">
            Break
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}
