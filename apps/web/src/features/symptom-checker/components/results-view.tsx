import { Alert, Anchor, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import {
  type DiagnosisItem,
  MSG,
  overallUrgency,
  SCREENING_QUESTIONNAIRES,
  URGENCY_TEXT,
  type Urgency,
} from '@sahaj/contract';
import { Link } from 'react-router';

/** The result's banner: a light tint of the level's colour, with the page's dark text on it. */
const URGENCY_COLOR: Record<Urgency, string> = {
  emergency: 'red',
  doctor_24h: 'orange',
  consult: 'blue',
  self_care: 'teal',
};
/** Each item's badge: a dark shade that white text reads on (WCAG AA, 4.5:1 and more). */
const URGENCY_BADGE: Record<Urgency, string> = {
  emergency: 'red.9',
  doctor_24h: 'grape.9',
  consult: 'blue.9',
  self_care: 'teal.9',
};

/** Therapists whose specialities match, with the list's filter set (its page address carries it). */
export const therapistsFor = (item: DiagnosisItem) => {
  const params = new URLSearchParams();
  for (const s of item.Specialisation) if (s.SpecialistID) params.append('specialization', s.SpecialistID);
  return params.size > 0 ? `/user/base/home/therapists?${params}` : null;
};

/** The result, urgency first, then what might fit (never called a diagnosis). */
export function ResultsView({
  items,
  saving,
  saved,
  onSave,
  onRestart,
}: {
  items: DiagnosisItem[];
  saving: boolean;
  saved: boolean;
  onSave: () => void;
  onRestart: () => void;
}) {
  const level = overallUrgency(items);
  const text = URGENCY_TEXT[level];
  return (
    <Stack gap="md">
      <Alert
        color={URGENCY_COLOR[level]}
        variant="light"
        title={
          <Title order={2} size="h3">
            {text.title}
          </Title>
        }
      >
        <Text size="sm">{text.advice}</Text>
      </Alert>
      <Text size="sm" fw={600}>
        {MSG.symptomCheckerNotADiagnosis}
      </Text>
      {items.length === 0 ? (
        <Text>
          Nothing in our list fits these answers closely. Talking it through with a therapist is a good next step.{' '}
          <Anchor component={Link} to="/user/base/home/therapists">
            Find a therapist
          </Anchor>
        </Text>
      ) : (
        <Stack gap="sm">
          <Title order={3} size="h4">
            What might fit your answers
          </Title>
          {items.map((item) => {
            const link = therapistsFor(item);
            const questionnaire = item.Questionnaire;
            return (
              <Card key={item.Issue.ID} withBorder padding="md" component="section" aria-label={item.Issue.Name}>
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <div>
                    <Text fw={700}>{item.Issue.Name}</Text>
                    <Text size="xs" c="dimmed">
                      {item.Issue.ProfName} · ICD-10 {item.Issue.Icd}
                    </Text>
                  </div>
                  <Badge color={URGENCY_BADGE[item.Urgency]} variant="filled">
                    {URGENCY_TEXT[item.Urgency].title}
                  </Badge>
                </Group>
                <Text size="sm" mt="xs" id={`fit-${item.Issue.ID}`}>
                  How well it fits your answers: {Math.round(item.Issue.Accuracy)}%
                </Text>
                <Progress.Root mt={4}>
                  <Progress.Section
                    value={item.Issue.Accuracy}
                    aria-label={`How well ${item.Issue.Name} fits your answers`}
                  />
                </Progress.Root>
                <Group mt="sm" gap="sm">
                  {link ? (
                    <Button component={Link} to={link} size="sm">
                      Find a therapist for this
                    </Button>
                  ) : (
                    <Text size="sm">Please see a doctor (a general physician) for a check-up and blood tests.</Text>
                  )}
                  {questionnaire && SCREENING_QUESTIONNAIRES.includes(questionnaire) ? (
                    <Button component={Link} to="/user/base/home/survay-form" size="sm" variant="default">
                      Take the {questionnaire} questionnaire
                    </Button>
                  ) : null}
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      <Group>
        <Button variant="default" onClick={onSave} loading={saving} disabled={saved}>
          {saved ? MSG.symptomCheckSaved : 'Save to my health records'}
        </Button>
        <Button variant="subtle" onClick={onRestart}>
          Start again
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Nothing you entered is stored unless you save it.
      </Text>
    </Stack>
  );
}
