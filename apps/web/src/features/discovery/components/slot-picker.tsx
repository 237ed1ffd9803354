import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { addDays, BOOKING_HORIZON_DAYS, dayOfInstant, formatDayWeekday, type Slot, todayIn } from '@sahaj/contract';
import { useMemo, useState } from 'react';
import { useAvailableSlots } from '../api/get-available-slots';
import { formatTimeInZone, zoneName } from '../lib/zone';

const DAYS_AT_ONCE = 7;

export interface SlotPickerProps {
  therapistId: string;
  /** The viewer's zone: days and times are shown in it, with the zone named. */
  zone: string;
  onPick: (slot: Slot) => void;
  /** The start of the slot being held right now (its button shows a spinner). */
  pending?: string | null;
  /** Why the last pick failed ('This slot is no longer available'), shown above the days. */
  message?: string | null;
  /** A slot not to offer (the session being rescheduled). */
  exclude?: string | null;
  heading?: string;
  /** The day to show first (a therapist's suggested follow-up day), when it has free times. */
  initialDay?: string | null;
}

/** Groups slots by the viewer's calendar day, in time order. */
export function slotsByDay(slots: Slot[], zone: string): Array<{ day: string; slots: Slot[] }> {
  const days = new Map<string, Slot[]>();
  for (const s of [...slots].sort((a, b) => a.startTime.localeCompare(b.startTime))) {
    const day = dayOfInstant(new Date(s.startTime), zone);
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/**
 * The next available days and their times, in the patient's zone ('9:00 AM IST'). Days come
 * seven at a time; choosing a time calls onPick.
 */
export function SlotPicker({
  therapistId,
  zone,
  onPick,
  pending,
  message,
  exclude,
  heading = 'Book a session',
  initialDay = null,
}: SlotPickerProps) {
  const today = todayIn(zone);
  const slots = useAvailableSlots(therapistId, {
    startDate: today,
    endDate: addDays(today, BOOKING_HORIZON_DAYS),
    timeZone: zone,
  });
  const days = useMemo(
    () =>
      slotsByDay(
        (slots.data?.slots ?? []).filter((s) => s.startTime !== exclude),
        zone,
      ),
    [slots.data, zone, exclude],
  );
  const [shown, setShown] = useState(DAYS_AT_ONCE);
  const [chosenDay, setChosenDay] = useState<string | null>(initialDay);
  // A suggested day with no free time shows the first free day on or after it.
  const current =
    days.find((d) => d.day === chosenDay) ?? (chosenDay ? days.find((d) => d.day > chosenDay) : undefined) ?? days[0];
  // The chosen day's button is always on screen, however far ahead it is.
  const visible = Math.max(shown, current ? days.indexOf(current) + 1 : 0);
  const zoneLabel = zoneName(zone, new Date());

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3">
          {heading}
        </Title>
        <Text size="sm" c="dimmed">
          Times in {zoneLabel} ({zone})
        </Text>
      </Group>
      {message && (
        <Alert color="red" variant="light" role="alert">
          {message}
        </Alert>
      )}
      {slots.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading available times">
          <Group gap="xs">
            {[0, 1, 2, 3, 4].map((k) => (
              <Skeleton key={k} h={56} w={88} radius="md" />
            ))}
          </Group>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
            {[0, 1, 2, 3, 4, 5].map((k) => (
              <Skeleton key={k} h={40} radius="md" />
            ))}
          </SimpleGrid>
        </Stack>
      ) : slots.isError ? (
        <Alert color="red" variant="light" role="alert">
          {slots.error.message}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => slots.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : days.length === 0 ? (
        <Text c="dimmed">
          No free times in the next {BOOKING_HORIZON_DAYS} days. Please look at another therapist, or check back later.
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 3, xs: 4, md: 3 }} spacing="xs" role="group" aria-label="Available days">
            {days.slice(0, visible).map((d) => {
              const active = d.day === current?.day;
              return (
                <UnstyledButton
                  key={d.day}
                  onClick={() => setChosenDay(d.day)}
                  aria-pressed={active}
                  px={6}
                  py={6}
                  style={{
                    borderRadius: 'var(--mantine-radius-md)',
                    border: `1px solid var(--mantine-color-${active ? 'sahajTeal-7' : 'warmGray-3'})`,
                    background: active ? 'var(--mantine-color-sahajTeal-0)' : 'var(--mantine-color-white)',
                    textAlign: 'center',
                  }}
                >
                  {/* 'Mon, 23 Nov' on two lines, so every day reads the same at any width. */}
                  <Text size="sm" fw={600} lh={1.3}>
                    {formatDayWeekday(d.day).split(', ')[0]}
                  </Text>
                  <Text size="sm" lh={1.3}>
                    {formatDayWeekday(d.day).split(', ')[1]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {d.slots.length} {d.slots.length === 1 ? 'time' : 'times'}
                  </Text>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
          {days.length > visible && (
            <Button
              variant="subtle"
              onClick={() => setShown((n) => n + DAYS_AT_ONCE)}
              style={{ alignSelf: 'flex-start' }}
            >
              More dates
            </Button>
          )}
          {current && (
            <SimpleGrid
              cols={{ base: 2, xs: 3, md: 2 }}
              spacing="xs"
              role="group"
              aria-label={`Times on ${formatDayWeekday(current.day)}`}
            >
              {current.slots.map((s) => (
                <Button
                  key={s.startTime}
                  variant="default"
                  // Narrow columns on a phone: less padding, and a long zone name wraps instead of being cut.
                  px="xs"
                  h="auto"
                  mih={36}
                  py={6}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
                  onClick={() => onPick(s)}
                  loading={pending === s.startTime}
                  disabled={Boolean(pending) && pending !== s.startTime}
                >
                  {formatTimeInZone(new Date(s.startTime), zone)}
                </Button>
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
