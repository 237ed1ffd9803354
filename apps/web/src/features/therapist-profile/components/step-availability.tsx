import { Alert, Box, Card, Grid, Stack, Text, Title } from '@mantine/core';
import {
  type ConsultationPeriod,
  changePeriod,
  datedSlotsFromPayload,
  datedSlotsToPayload,
  PERIOD_MINUTES,
  readBackPeriod,
  timeSlotsToWeek,
  todayIso,
  validateWeek,
  WEEKDAYS,
  weekToTimeSlots,
} from '@sahaj/contract';
import { useMemo, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useUpdateWorkProfile } from '../api/work-profile';
import { DatedSlotsEditor, WeeklyEditor } from './availability-editor';
import type { StepProps } from './step-props';
import { WeekGrid } from './week-grid';
import { WizardFooter } from './wizard-footer';

/** Page 4: Availability. */
export function StepAvailability({ profile, onSaved }: StepProps) {
  const update = useUpdateWorkProfile();
  const [period, setPeriod] = useState<ConsultationPeriod | null>(() =>
    profile.timeSlot.length ? readBackPeriod(profile.timeSlot, profile.consultationDuration) : null,
  );
  const [week, setWeek] = useState(() => timeSlotsToWeek(profile.timeSlot));
  const [offDays, setOffDays] = useState(() => datedSlotsFromPayload(profile.offDays));
  const [extra, setExtra] = useState(() => datedSlotsFromPayload(profile.specialTime));
  const [pageError, setPageError] = useState<string | null>(null);
  const today = useMemo(
    () => new Date(`${todayIso(new Date(Date.now() - new Date().getTimezoneOffset() * 60_000))}T00:00:00`),
    [],
  );

  const onContinue = () => {
    const problem = validateWeek(week, period);
    setPageError(problem ?? null);
    if (problem || !period) {
      notify.error(problem!);
      return;
    }
    update.mutate(
      {
        timeSlot: weekToTimeSlots(week),
        offDays: datedSlotsToPayload(offDays),
        specialTime: datedSlotsToPayload(extra),
        consultationDuration: PERIOD_MINUTES[period],
      },
      { onSuccess: (r) => onSaved(r), onError: (err) => notify.error(err) },
    );
  };

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {pageError && (
              <Alert color="red" variant="light" role="alert">
                {pageError}
              </Alert>
            )}
            <WeeklyEditor
              week={week}
              setWeek={(w) => {
                setWeek(w);
                setPageError(null);
              }}
              period={period}
              onPeriod={(p) => {
                // Changing the period resets every day.
                setWeek(changePeriod(week, p).value);
                setPeriod(p);
              }}
            />
            <DatedSlotsEditor
              testId="time-off"
              title="Time off"
              hint="Dates and hours when you are not available."
              state={offDays}
              setState={setOffDays}
              today={today}
            />
            <DatedSlotsEditor
              testId="extra-time"
              title="Extra time"
              hint="Dates with extra hours outside your week."
              state={extra}
              setState={setExtra}
              today={today}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: -1, md: 1 }}>
          <Box style={{ position: 'sticky', top: 16 }}>
            <Card padding="md">
              <Title order={3} size="h5" mb={4}>
                Your week
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {period ? `Sessions of ${PERIOD_MINUTES[period]} minutes.` : 'Choose a period, then your days.'}
              </Text>
              <WeekGrid
                days={WEEKDAYS.map((d) => ({
                  day: d,
                  start: week[d].isAvailable ? week[d].startTime : null,
                  end: week[d].isAvailable ? week[d].endTime : null,
                  breakStart: week[d].hasBreak ? week[d].breakStartTime : null,
                  breakEnd: week[d].hasBreak ? week[d].breakEndTime : null,
                }))}
              />
            </Card>
          </Box>
        </Grid.Col>
      </Grid>
      <WizardFooter onContinue={onContinue} loading={update.isPending} />
    </>
  );
}
