import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type DiagnosisItem, helplinesFor, overallUrgency, type SymptomItem } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAccountStatus } from '../../account';
import { useProfile } from '../../auth';
import type { CheckAnswers } from '../api/check-params';
import { getDiagnosis } from '../api/get-diagnosis';
import { getProposed } from '../api/get-proposed';
import { useSymptoms } from '../api/get-symptoms';
import { useSaveResult } from '../api/save-result';
import { AboutYouStep } from '../components/about-you-step';
import { EmergencyScreen } from '../components/emergency-screen';
import { type Answer, QuestionsStep } from '../components/questions-step';
import { RedFlagStep } from '../components/red-flag-step';
import { ResultsView } from '../components/results-view';
import { SymptomsStep } from '../components/symptoms-step';

type Step = 'safety' | 'about' | 'symptoms' | 'questions' | 'results' | 'emergency';

const THIS_YEAR = new Date().getFullYear();

/** symptom-checker (spec 03 route; issue 24): red flags first, then symptoms, then urgency-first results. */
export function SymptomCheckerPage() {
  const session = useSession();
  const profile = useProfile(session?.token ?? null);
  const symptoms = useSymptoms();
  const account = useAccountStatus();
  const [step, setStep] = useState<Step>('safety');
  const [about, setAbout] = useState<Pick<CheckAnswers, 'gender' | 'yearOfBirth'>>();
  const [present, setPresent] = useState<number[]>([]);
  const [questions, setQuestions] = useState<SymptomItem[]>([]);
  const [answers, setAnswers] = useState<CheckAnswers>();
  const [result, setResult] = useState<DiagnosisItem[]>([]);
  const [flagged, setFlagged] = useState<string[]>([]);
  const heading = useRef<HTMLDivElement>(null);
  const save = useSaveResult();

  // Each new step is announced: focus moves to its panel, whose heading a screen reader reads first.
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current !== step) heading.current?.focus();
    shown.current = step;
  }, [step]);

  const flags = useMemo(() => (symptoms.data ?? []).filter((s) => s.RedFlag), [symptoms.data]);
  const plain = useMemo(() => (symptoms.data ?? []).filter((s) => !s.RedFlag), [symptoms.data]);
  const p = profile.data;
  const initialAbout = {
    gender: p?.gender === 'male' || p?.gender === 'female' ? p.gender : null,
    yearOfBirth: p?.dob ? Number(p.dob.slice(0, 4)) : null,
  };

  const diagnose = useMutation({
    mutationFn: (a: CheckAnswers) => getDiagnosis(a),
    onSuccess: (items, a) => {
      setAnswers(a);
      setResult(items);
      save.reset();
      if (overallUrgency(items) === 'emergency') {
        setFlagged(items.map((i) => i.Issue.Name));
        setStep('emergency');
      } else setStep('results');
    },
    onError: (err) => notify.error(err),
  });
  const propose = useMutation({
    mutationFn: (a: CheckAnswers) => getProposed(a),
    onSuccess: (list, a) => {
      if (list.length === 0) return diagnose.mutate(a);
      setQuestions(list);
      setStep('questions');
    },
    onError: (err) => notify.error(err),
  });

  const restart = () => {
    setPresent([]);
    setQuestions([]);
    setResult([]);
    setFlagged([]);
    save.reset();
    setStep('safety');
  };

  const finish = (given: Record<number, Answer>) => {
    if (!about) return;
    const yes = Object.entries(given)
      .filter(([, v]) => v === 'yes')
      .map(([k]) => Number(k));
    const no = Object.entries(given)
      .filter(([, v]) => v === 'no')
      .map(([k]) => Number(k));
    diagnose.mutate({ ...about, present: [...present, ...yes], absent: no });
  };

  let body: React.ReactNode;
  if (symptoms.isPending) {
    body = (
      <Stack align="center" py="xl">
        <Loader role="status" aria-label="Loading the symptom checker" />
      </Stack>
    );
  } else if (symptoms.isError) {
    body = (
      <Alert color="red.9" title="The symptom checker did not load">
        <Text size="sm">{symptoms.error.message}</Text>
        <Button mt="sm" size="xs" variant="default" onClick={() => symptoms.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (step === 'safety') {
    body = (
      <RedFlagStep
        flags={flags}
        onFlagged={(ids) => {
          setFlagged(flags.filter((f) => ids.includes(f.ID)).map((f) => f.Name));
          setStep('emergency');
        }}
        onClear={() => setStep('about')}
      />
    );
  } else if (step === 'emergency') {
    body = <EmergencyScreen reasons={flagged} help={helplinesFor(account.data?.data.countryCode)} onBack={restart} />;
  } else if (step === 'about') {
    body = (
      <AboutYouStep
        initial={about ?? initialAbout}
        thisYear={THIS_YEAR}
        onBack={() => setStep('safety')}
        onNext={(v) => {
          setAbout(v);
          setStep('symptoms');
        }}
      />
    );
  } else if (step === 'symptoms') {
    body = (
      <SymptomsStep
        symptoms={plain}
        initial={present}
        onBack={() => setStep('about')}
        onNext={(ids) => {
          setPresent(ids);
          if (about) propose.mutate({ ...about, present: ids, absent: [] });
        }}
      />
    );
  } else if (step === 'questions') {
    body = (
      <QuestionsStep
        questions={questions}
        busy={diagnose.isPending}
        onBack={() => setStep('symptoms')}
        onDone={finish}
      />
    );
  } else {
    body = (
      <ResultsView
        items={result}
        saving={save.isPending}
        saved={save.isSuccess}
        onSave={() => answers && save.mutate(answers, { onError: (err) => notify.error(err) })}
        onRestart={restart}
      />
    );
  }

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Symptom checker
        </Title>
        <Text size="sm" c="dimmed">
          A few questions to see what might fit and how soon to get help. It is not a diagnosis.
        </Text>
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          radius="md"
          ref={heading}
          tabIndex={-1}
          aria-busy={propose.isPending}
        >
          {body}
        </Paper>
      </Stack>
    </Container>
  );
}
