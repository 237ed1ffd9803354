import { Badge, Button, Card, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  addDays,
  type ConsultationDetails,
  FOLLOW_UP_MAX_DAYS,
  type FollowUpBody,
  followUpBody,
  formatDate,
  formatDateTime,
  MSG,
  todayIn,
} from '@sahaj/contract';
import { notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import { useRecommendFollowUp } from '../api/recommend-follow-up';

/** Two weeks is a usual gap between sessions: the date the form starts with. */
const DEFAULT_GAP_DAYS = 14;

/** The follow-ups I recommended, and recommending one after a session (when, why). */
export function FollowUpsCard({ details, zone }: { details: ConsultationDetails; zone: string }) {
  const past = details.sessions.past;
  return (
    <Stack gap="lg">
      <Card padding="lg" component="section" aria-labelledby="recommend-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="recommend-title">
            Recommend a follow-up
          </Title>
          {past.length === 0 ? (
            <Text size="sm" c="dimmed">
              You can recommend a follow-up once a session with {details.profile.name} has started.
            </Text>
          ) : (
            <FollowUpForm details={details} zone={zone} />
          )}
        </Stack>
      </Card>
      <Card padding="lg" component="section" aria-labelledby="followups-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="followups-title">
            Follow-ups
          </Title>
          {details.followUps.length === 0 ? (
            <Text size="sm" c="dimmed">
              {MSG.noFollowUps}
            </Text>
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {details.followUps.map((f) => (
                <Stack component="li" key={f._id} gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>Around {formatDate(f.suggestedDate)}</Text>
                    <Badge variant="light" color={f.status === 'booked' ? 'teal' : 'blue'} c="dark.7" tt="none">
                      {f.status === 'booked' ? 'Booked' : 'Not booked yet'}
                    </Badge>
                  </Group>
                  <Text size="sm">{f.reason}</Text>
                  <Text size="xs" c="dimmed">
                    Recommended {formatDateTime(f.createdAt, zone)}
                  </Text>
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function FollowUpForm({ details, zone }: { details: ConsultationDetails; zone: string }) {
  const recommend = useRecommendFollowUp();
  // The suggested day is the patient's calendar day: they book it in their own zone.
  const patientToday = todayIn(details.profile.timeZone);
  const form = useForm<FollowUpBody>({
    initialValues: {
      appointmentId: details.sessions.past[0]?._id ?? '',
      suggestedDate: addDays(patientToday, DEFAULT_GAP_DAYS),
      reason: '',
    },
    validate: schemaResolver(followUpBody, { sync: true }),
  });
  return (
    <form
      onSubmit={form.onSubmit((v) =>
        recommend.mutate(v, {
          onSuccess: (r) => {
            notify.success(r.message);
            form.setFieldValue('reason', '');
          },
          onError: (e) => showServerError(e, formErrorTarget(form)),
        }),
      )}
    >
      <Stack gap="sm">
        <Select
          label="After the session of"
          data={details.sessions.past.map((s) => ({ value: s._id, label: formatDateTime(s.startTime, zone) }))}
          allowDeselect={false}
          {...form.getInputProps('appointmentId')}
        />
        <TextInput
          type="date"
          label="Come back around"
          description={`A day in ${details.profile.name}'s calendar (${details.profile.timeZone})`}
          min={addDays(patientToday, 1)}
          max={addDays(patientToday, FOLLOW_UP_MAX_DAYS)}
          withAsterisk
          {...form.getInputProps('suggestedDate')}
        />
        <Textarea
          label="Why"
          placeholder="e.g. Review sleep and the breathing exercises"
          autosize
          minRows={2}
          withAsterisk
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={recommend.isPending}>
            Recommend follow-up
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
