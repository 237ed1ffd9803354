import { Box, Group, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatTimeShort, minutesToTime, timeToMinutes } from '@sahaj/contract';

export interface WeekGridDay {
  day: string;
  start: string | null;
  end: string | null;
  breakStart?: string | null;
  breakEnd?: string | null;
}

/** The spec's short time ('9AM', '10:30PM'), '' for none. */
const shortTime = (t: string | null | undefined) => (t ? formatTimeShort(t) : '');
/** An hour mark on the scale; the end of the day (24:00) reads as 12AM. */
const hourLabel = (minutes: number) => formatTimeShort(minutesToTime(minutes % (24 * 60)) ?? '00:00');

/** Room one hour label needs on the scale ('10AM' in extra-small text, with a gap either side). */
const LABEL_PX = 44;
/** Hour steps the scale may use, smallest first. */
const TICK_STEPS = [1, 2, 3, 4, 6, 12];

/** The fewest hours between labels so that they never run together in `width` pixels. */
export function tickHours(spanHours: number, width: number): number {
  const fits = Math.max(2, Math.floor(width / LABEL_PX));
  return TICK_STEPS.find((step) => Math.floor(spanHours / step) + 1 <= fits) ?? spanHours;
}

/**
 * A therapist's week as a picture: one row per day, the working hours as a teal bar and the break
 * as a gap in it, on an hour scale fitted to the week. Screen readers get the same as text.
 */
export function WeekGrid({ days }: { days: WeekGridDay[] }) {
  const scale = useElementSize();
  const ranges = days
    .map((d) => ({
      ...d,
      s: timeToMinutes(d.start),
      e: timeToMinutes(d.end),
      bs: timeToMinutes(d.breakStart),
      be: timeToMinutes(d.breakEnd),
    }))
    .map((d) => ({ ...d, on: d.s !== null && d.e !== null && d.e > d.s }));
  const on = ranges.filter((d) => d.on);
  const lo = on.length ? Math.floor(Math.min(...on.map((d) => d.s!)) / 60) * 60 : 9 * 60;
  const hi = on.length ? Math.ceil(Math.max(...on.map((d) => d.e!)) / 60) * 60 : 17 * 60;
  const span = Math.max(hi - lo, 60);
  const pct = (m: number) => `${((m - lo) / span) * 100}%`;
  const hours = Math.round(span / 60);
  // Before the first measure (width 0) assume a phone: fewer labels rather than overlapping ones.
  const tickEvery = tickHours(hours, scale.width || 240);
  const ticks = Array.from({ length: Math.floor(hours / tickEvery) + 1 }, (_, i) => lo + i * tickEvery * 60);

  return (
    <Stack gap={6} aria-label="Your week at a glance" role="figure">
      <Group gap={8} wrap="nowrap" aria-hidden>
        <Box w={40} />
        <Box ref={scale.ref} pos="relative" h={16} style={{ flex: 1 }}>
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
              {hourLabel(t)}
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
