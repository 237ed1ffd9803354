import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import {
  ONBOARDING_FIXED_PAGES,
  ONBOARDING_OAUTH_PAGES,
  ONBOARDING_PAGE,
  type PatientProfile,
  type ProfileUpdateData,
} from '@sahaj/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/notify';
import { dashboardPath, useSession } from '../../../lib/session';
import { useFreshProfile } from '../api/fresh-profile';
import { useWellnessQuestions } from '../api/get-questions';
import { onboardingKeys } from '../api/keys';
import { DobStep } from '../components/dob-step';
import { EmailStep } from '../components/email-step';
import { GenderStep } from '../components/gender-step';
import { NameStep } from '../components/name-step';
import { PasswordStep } from '../components/password-step';
import type { KnownProfile, StepProps } from '../components/step-props';
import { TimeZoneStep } from '../components/time-zone-step';
import { WellnessStep } from '../components/wellness-step';
import { WizardFrame } from '../components/wizard-frame';

export const COMPLETED_PATH = '/user/patient/update-profile/completed';

/** The step a history entry holds: `{ step, pushed }` in history state (pushed: reached by Continue). */
interface StepEntry {
  step: number;
  pushed?: boolean;
}
const entryOf = (state: unknown): StepEntry | null =>
  state && typeof state === 'object' && Number.isInteger((state as StepEntry).step) ? (state as StepEntry) : null;

/**
 * /user/patient/update-profile: one page per step, saved before moving on; a reload or a new
 * login resumes at the stored page + 1. With third-party sign-in data only name, gender and date
 * of birth are asked, and finishing date of birth goes to the dashboard. Each step is a history
 * entry, so the browser's Back goes back a step.
 */
export function OnboardingPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const profile = useFreshProfile();
  const questions = useWellnessQuestions();
  const oauth = session?.oauthData != null;
  const entry = entryOf(location.state);
  const [wasComplete, setWasComplete] = useState(false);

  const questionList = questions.data?.questions ?? [];
  const total = oauth ? ONBOARDING_OAUTH_PAGES : ONBOARDING_FIXED_PAGES + questionList.length;
  const ready = !profile.isPending && (oauth || questions.isSuccess);

  const step = entry && ready ? Math.min(Math.max(entry.step, 1), total) : null;
  const goTo = (next: number, how: 'push' | 'replace') =>
    navigate(location.pathname, { replace: how === 'replace', state: { step: next, pushed: how === 'push' } });

  // Where to start: the stored page + 1 (the server's word first, then what this browser saved).
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when the profile is known
  useEffect(() => {
    if (!ready) return;
    const stored = profile.data?.page ?? session?.page ?? 0;
    const status = profile.data?.status ?? session?.accountStatus;
    const complete = status === 'active' || stored >= total;
    setWasComplete(complete);
    if (!entry) goTo(complete ? 1 : Math.min(Math.max(stored + 1, 1), total), 'replace');
  }, [ready]);

  if (!ready || step === null) {
    if (!oauth && questions.isError) {
      return (
        <WizardFrame step={1} total={ONBOARDING_FIXED_PAGES}>
          <Alert color="red" title="We could not load this page">
            {errorMessage(questions.error)}
          </Alert>
          <Button mt="md" onClick={() => void questions.refetch()}>
            Try again
          </Button>
        </WizardFrame>
      );
    }
    return (
      <WizardFrame step={1} total={total || ONBOARDING_FIXED_PAGES}>
        <Stack gap="md" aria-busy="true" role="status" aria-label="Loading">
          <Skeleton h={28} w="60%" />
          <Skeleton h={18} w="80%" />
          <Skeleton h={44} mt="md" />
          <Skeleton h={44} mt="xl" />
        </Stack>
      </WizardFrame>
    );
  }

  const progress = client.getQueryData<PatientProfile>(onboardingKeys.progress);
  const known: KnownProfile = { ...(profile.data ?? {}), ...(progress ?? {}) };

  const onSaved = (data: ProfileUpdateData) => {
    window.scrollTo({ top: 0 });
    if (step >= total) {
      navigate(oauth ? dashboardPath('patient') : COMPLETED_PATH, { replace: true });
      return;
    }
    goTo(step + 1, 'push');
    void data;
  };
  // Back pops the history entry Continue pushed (so the browser's Back and this one agree); a step
  // reached by a reload has none before it, and is replaced by the one before.
  const onBack =
    step > 1
      ? () => (entry?.pushed ? navigate(-1) : goTo(step - 1, 'replace'))
      : wasComplete
        ? () => navigate(dashboardPath('patient'))
        : undefined;
  const exit = wasComplete ? { label: 'Go to dashboard', to: dashboardPath('patient') } : undefined;
  const props: StepProps = { page: step, known, onSaved, submitLabel: step >= total ? 'Finish' : 'Continue' };

  let body: ReactNode;
  switch (step) {
    case ONBOARDING_PAGE.name:
      body = <NameStep {...props} />;
      break;
    case ONBOARDING_PAGE.gender:
      body = <GenderStep {...props} />;
      break;
    case ONBOARDING_PAGE.dob:
      body = <DobStep {...props} />;
      break;
    case ONBOARDING_PAGE.timeZone:
      body = <TimeZoneStep {...props} />;
      break;
    case ONBOARDING_PAGE.email:
      body = <EmailStep {...props} />;
      break;
    case ONBOARDING_PAGE.password:
      body = <PasswordStep {...props} />;
      break;
    default:
      body = <WellnessStep {...props} question={questionList[step - ONBOARDING_FIXED_PAGES - 1]!} />;
  }

  return (
    <WizardFrame step={step} total={total} onBack={onBack} exit={exit}>
      {/* keyed by page: going back clears that page's state, e.g. the e-mail code screen */}
      <div key={step} style={{ display: 'contents' }}>
        {body}
      </div>
    </WizardFrame>
  );
}
