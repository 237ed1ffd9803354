import { Alert, Box, Card, Grid, Stack, Text, Title } from '@mantine/core';
import {
  type ConsultationPeriod,
  datedSlotsFromPayload,
  datedSlotsToPayload,
  emptyWeek,
  PERIOD_MINUTES,
  readBackPeriod,
  timeSlotsToWeek,
  todayIn,
  validateWeek,
  WEEKDAYS,
  weekToTimeSlots,
} from '@sahaj/contract';
import { useMemo, useState } from 'react';
import { showServerError } from '../../../lib/server-error';
import { useViewerZone } from '../../auth';
import { DatedSlotsEditor, WeekGrid, WeeklyEditor } from '../../availability';
import { useUpdateWorkProfile } from '../api/update-work-profile';
import type { StepProps } from './step-props';
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
  // Past days cannot be picked: "today" is the therapist's own calendar day, in their stored zone.
  const zone = useViewerZone();
  const today = useMemo(() => todayIn(zone), [zone]);

  const onContinue = () => {
    const problem = validateWeek(week, period);
    // Said once, on the page (announced as an alert), not again in a toast.
    setPageError(problem ?? null);
    if (problem || !period) return;
    update.mutate(
      {
        timeSlot: weekToTimeSlots(week),
        offDays: datedSlotsToPayload(offDays),
        specialTime: datedSlotsToPayload(extra),
        consultationDuration: PERIOD_MINUTES[period],
      },
      {
        onSuccess: (r) => onSaved(r),
        // A refused week, day off or extra day ('specialTime.1.date') is said on the page.
        onError: (err) =>
          showServerError(err, (field, m) => {
            if (!/^(timeSlot|offDays|specialTime|consultationDuration)\b/.test(field)) return false;
            setPageError(m);
            return true;
          }),
      },
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
                // Changing the period resets every day (spec 02): the times no longer fit the new length.
                setWeek(emptyWeek());
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
