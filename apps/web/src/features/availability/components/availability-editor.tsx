import { ActionIcon, Box, Button, Card, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { DatePickerInput, TimePicker } from '@mantine/dates';
import {
  addDatedDay,
  addDatedTime,
  CONSULTATION_PERIODS,
  type ConsultationPeriod,
  copyToAll,
  type DatedSlots,
  type EditResult,
  PERIOD_LABELS,
  removeDatedDay,
  removeDatedTime,
  setBreak,
  setBreakEnd,
  setBreakStart,
  setDatedDate,
  setDatedOpen,
  setDatedTime,
  setDayAvailable,
  setEndTime,
  setStartTime,
  TIME_STEP_MINUTES,
  WEEKDAYS,
  type WeekAvailability,
  type Weekday,
} from '@sahaj/contract';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CALENDAR_ARIA_LABELS } from '../../../components/calendar-labels';

/** 'HH:mm' from the picker ('' when cleared, 'HH:mm:ss' if seconds sneak in). */
const pickerTime = (v: string): string | null => (v ? v.slice(0, 5) : null);

/**
 * A 12-hour, 5-minute time picker that hands its value on when the person leaves it (or presses
 * Enter), so the editor's rules judge the time they meant, not each keystroke on the way there.
 */
function Time({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string | null;
  onChange: (v: string | null) => void;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = () => {
    const next = pickerTime(draft);
    if (next !== value) onChange(next);
  };
  return (
    <Box
      w={{ base: '100%', xs: 150 }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) commit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    >
      <TimePicker
        label={label}
        format="12h"
        minutesStep={TIME_STEP_MINUTES}
        withDropdown
        clearable
        value={draft}
        onChange={setDraft}
        disabled={disabled}
        hoursInputLabel={`${label} hours`}
        minutesInputLabel={`${label} minutes`}
        amPmInputLabel={`${label} AM or PM`}
        clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}`, size: 'md' }}
        size="sm"
        // Each part (hours, minutes, AM/PM) is a target of its own: at least 24 × 24 px (WCAG 2.2 2.5.8).
        styles={{ field: { minWidth: 28, minHeight: 24, textAlign: 'center' } }}
        popoverProps={{ withinPortal: false }}
        // The dropdown's hour and minute columns scroll; axe (scrollable-region-focusable) rightly asks
        // that a keyboard can reach and scroll them, so their viewports take focus.
        scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
      />
    </Box>
  );
}

/** Two pickers side by side (a start and an end); `rev` redraws them after a refused edit. */
function TimePair({
  rev,
  labels,
  values,
  onChange,
}: {
  rev: number;
  labels: [string, string];
  values: [string | null, string | null];
  onChange: [(t: string | null) => void, (t: string | null) => void];
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Time key={`${labels[0]}-${rev}`} label={labels[0]} value={values[0]} onChange={onChange[0]} />
      <Time key={`${labels[1]}-${rev}`} label={labels[1]} value={values[1]} onChange={onChange[1]} />
    </Group>
  );
}

type WeekEdit = (w: WeekAvailability) => EditResult<WeekAvailability>;

function DayRow({
  day,
  value,
  error,
  apply,
  period,
  rev,
}: {
  rev: number;
  day: Weekday;
  value: WeekAvailability[Weekday];
  error?: string;
  apply: (edit: WeekEdit, day: Weekday) => void;
  period: ConsultationPeriod | null;
}) {
  return (
    <Card padding="sm" data-testid={`day-${day}`} aria-label={day} component="fieldset" style={{ margin: 0 }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Switch
            label={<Text fw={600}>{day}</Text>}
            checked={value.isAvailable}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              apply((w) => setDayAvailable(w, day, on, period), day);
            }}
            aria-label={`${day} available`}
          />
          {value.isAvailable && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconCopy size={14} aria-hidden />}
              onClick={() => apply((w) => copyToAll(w, day), day)}
              // The name starts with the visible words, so speech users can say what they see.
              aria-label={`Copy to all days from ${day}`}
            >
              Copy to all
            </Button>
          )}
        </Group>
        {value.isAvailable && (
          <>
            <TimePair
              rev={rev}
              labels={['Start time', 'End time']}
              values={[value.startTime, value.endTime]}
              onChange={[
                (t) => apply((w) => setStartTime(w, day, t, period), day),
                (t) => apply((w) => setEndTime(w, day, t), day),
              ]}
            />
            <Switch
              label="Break"
              checked={value.hasBreak}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                apply((w) => setBreak(w, day, on, period), day);
              }}
              aria-label={`${day} break`}
            />
            {value.hasBreak && (
              <TimePair
                rev={rev}
                labels={['Break start', 'Break end']}
                values={[value.breakStartTime, value.breakEndTime]}
                onChange={[
                  (t) => apply((w) => setBreakStart(w, day, t), day),
                  (t) => apply((w) => setBreakEnd(w, day, t), day),
                ]}
              />
            )}
          </>
        )}
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The weekly editor: every rule comes from the contract's availability module. */
export function WeeklyEditor({
  week,
  setWeek,
  period,
  onPeriod,
}: {
  week: WeekAvailability;
  setWeek: (w: WeekAvailability) => void;
  period: ConsultationPeriod | null;
  onPeriod: (p: ConsultationPeriod) => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<Weekday, string>>>({});
  // A refused edit leaves the state as it was; remounting the pickers shows that state again.
  const [rev, setRev] = useState(0);
  const apply = (edit: WeekEdit, day: Weekday) => {
    const r = edit(week);
    setErrors(r.error ? { [day]: r.error } : {});
    if (r.error) setRev((n) => n + 1);
    else setWeek(r.value);
  };
  return (
    <Stack gap="sm">
      <Select
        comboboxProps={{ withinPortal: false }}
        label="Period of Consultation"
        placeholder="Choose a period"
        data={CONSULTATION_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
        value={period}
        onChange={(v) => {
          if (!v) return;
          setErrors({});
          onPeriod(v as ConsultationPeriod);
        }}
        allowDeselect={false}
        size="md"
        maw={{ base: '100%', xs: 260 }}
      />
      {WEEKDAYS.map((d) => (
        <DayRow key={d} day={d} value={week[d]} error={errors[d]} apply={apply} period={period} rev={rev} />
      ))}
    </Stack>
  );
}

type SlotsEdit = (s: DatedSlots) => EditResult<DatedSlots>;

/** Time off or extra time: an on/off switch and dated days, each with one or more time ranges. */
export function DatedSlotsEditor({
  title,
  hint,
  state,
  setState,
  today,
  testId,
}: {
  title: string;
  hint: string;
  state: DatedSlots;
  setState: (s: DatedSlots) => void;
  /** The first day that may be picked, 'yyyy-MM-dd'. */
  today: string;
  testId: string;
}) {
  // A refused time is said under its own row ('day:time'), anything else at the card's foot.
  const [error, setError] = useState<{ message: string; at?: string } | null>(null);
  const [rev, setRev] = useState(0);
  const apply = (edit: SlotsEdit, at?: string) => {
    const r = edit(state);
    setError(r.error ? { message: r.error, at } : null);
    if (r.error) setRev((n) => n + 1);
    else setState(r.value);
  };
  const rowError = (at: string) =>
    error?.at === at ? (
      <Text size="sm" c="red.9" role="alert" w="100%">
        {error.message}
      </Text>
    ) : null;
  return (
    <Card padding="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Box>
            <Title order={3} size="h5">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          </Box>
          <Switch
            checked={state.open}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              apply((s) => setDatedOpen(s, on));
            }}
            aria-label={title}
          />
        </Group>
        {state.open &&
          state.slots.map((d, i) => (
            <Card
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
              key={i}
              padding="sm"
              bg="warmGray.0"
            >
              <Stack gap="xs">
                <Group gap="sm" align="flex-end" wrap="nowrap">
                  <DatePickerInput
                    ariaLabels={CALENDAR_ARIA_LABELS}
                    label="Date"
                    placeholder="Pick a date"
                    valueFormat="D MMM YYYY"
                    minDate={today}
                    value={d.date}
                    onChange={(v) => apply((s) => setDatedDate(s, i, v))}
                    style={{ flex: 1 }}
                    size="sm"
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label="Remove this day"
                    onClick={() => apply((s) => removeDatedDay(s, i))}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
                {d.timeArray.map((t, j) => (
                  <Group
                    // biome-ignore lint/suspicious/noArrayIndexKey: positional ranges
                    key={j}
                    gap="sm"
                    align="flex-end"
                    wrap="wrap"
                  >
                    <Time
                      key={`from-${rev}`}
                      label="From"
                      value={t.startTime}
                      onChange={(v) => apply((s) => setDatedTime(s, i, j, { startTime: v }), `${i}:${j}`)}
                    />
                    <Time
                      key={`to-${rev}`}
                      label="To"
                      value={t.endTime}
                      onChange={(v) => apply((s) => setDatedTime(s, i, j, { endTime: v }), `${i}:${j}`)}
                    />
                    {d.timeArray.length > 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="lg"
                        aria-label="Remove this time"
                        onClick={() => apply((s) => removeDatedTime(s, i, j))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                    {rowError(`${i}:${j}`)}
                  </Group>
                ))}
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => apply((s) => addDatedTime(s, i))}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Add time
                </Button>
              </Stack>
            </Card>
          ))}
        {state.open && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => apply(addDatedDay)}
            style={{ alignSelf: 'flex-start' }}
          >
            Add day
          </Button>
        )}
        {error && !error.at && (
          <Text size="sm" c="red.9" role="alert">
            {error.message}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
