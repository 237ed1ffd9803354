import { ActionIcon, Alert, Box, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  AWAITING_APPROVAL_STATUSES,
  MSG,
  WIZARD_PAGE_NAMES,
  WIZARD_PAGES,
  WIZARD_PAGES_EXTERNAL,
  type WorkProfile,
} from '@sahaj/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { WizardMenu } from '../../../components/wizard-menu';
import { errorMessage } from '../../../lib/notify';
import { dashboardPath, readSession, updateSession } from '../../../lib/session';
import { useWorkProfile } from '../api/get-work-profile';
import { AllSetCard, PendingApprovalCard } from '../components/status-cards';
import { StepAvailability } from '../components/step-availability';
import { StepBank } from '../components/step-bank';
import { StepBasicInfo } from '../components/step-basic-info';
import { StepEducation } from '../components/step-education';
import { StepPricing } from '../components/step-pricing';
import type { StepProps } from '../components/step-props';
import { StepServices } from '../components/step-services';
import { WizardProgress } from '../components/wizard-progress';

const STEPS: Array<ComponentType<StepProps>> = [
  StepBasicInfo,
  StepEducation,
  StepServices,
  StepAvailability,
  StepPricing,
  StepBank,
];

const clampPage = (n: number) => Math.min(Math.max(Math.trunc(n) || 1, 1), WIZARD_PAGES);
const awaiting = (s: string) => (AWAITING_APPROVAL_STATUSES as readonly string[]).includes(s);

/** The first page to show: the one in navigation state, else the page after the stored progress. */
export function startPage(statePage: unknown, storedPage: number | null | undefined): number {
  if (typeof statePage === 'number' && Number.isFinite(statePage)) return clampPage(statePage);
  return clampPage((storedPage ?? 0) + 1);
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Box component="main" bg="warmGray.0" mih="100dvh">
      <Container size="md" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
        {children}
      </Container>
    </Box>
  );
}

function Wizard({ profile }: { profile: WorkProfile }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Each page is a history entry ({ page, pushed } in history state), so the browser's Back goes back
  // a page. An entry without a page (the first visit, a link) starts after the stored progress.
  const entry = location.state as { page?: unknown; pushed?: boolean } | null;
  const [firstPage] = useState(() => startPage(entry?.page, profile.page ?? readSession()?.page));
  const page = typeof entry?.page === 'number' ? clampPage(entry.page) : firstPage;
  const goTo = (next: number, how: 'push' | 'replace') =>
    navigate(location.pathname, { replace: how === 'replace', state: { page: next, pushed: how === 'push' } });
  const [done, setDone] = useState(false);
  // The entry the wizard opened on keeps its page, so coming back to it later (Back after a
  // reload) shows that page, not wherever the stored progress has moved on to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    if (typeof entry?.page !== 'number') goTo(firstPage, 'replace');
  }, []);
  const heading = useRef<HTMLHeadingElement>(null);
  // External (third-party) sign-in: the server says so, or the login kept its oauthData. (A phone
  // sign-up has no password yet either; page 1 is where it sets one.)
  const external = profile.isExternalSignIn || readSession()?.oauthData != null;
  const segments = external ? WIZARD_PAGES_EXTERNAL : WIZARD_PAGES;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page change on purpose
  useEffect(() => {
    // Each page starts at the top, with focus on its heading for screen readers.
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [page]);

  const onSaved = (result: { page: number; status: WorkProfile['status'] }) => {
    updateSession({ page: result.page, status: result.status });
    if (page < WIZARD_PAGES) {
      goTo(page + 1, 'push');
      return;
    }
    if (awaiting(result.status)) navigate('/user/doctor/update-profile/pending', { replace: true });
    else setDone(true);
  };

  if (done) return <AllSetCard />;

  const Step = STEPS[page - 1]!;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" fw={600} c="sahajTeal.8" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            {MSG.wizardTitle}
          </Text>
          <Title order={1} size="h2">
            {MSG.wizardHeading}
          </Title>
        </Stack>
        {/* An approved therapist editing their profile may leave for the dashboard; everyone may log out. */}
        <WizardMenu
          exit={profile.status === 'active' ? { label: 'Go to dashboard', to: dashboardPath('doctor') } : undefined}
        />
      </Group>
      {profile.status === 'rejected' && (
        <Alert color="orange" variant="light" title={MSG.wizardRejectedTitle} role="alert">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {profile.rejectionReason || 'Please review your profile and submit it again.'}
          </Text>
        </Alert>
      )}
      <WizardProgress page={page} pages={WIZARD_PAGES} segments={segments} />
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Back"
          // Pops the entry Continue pushed, so this Back and the browser's agree.
          onClick={() => (page === 1 || entry?.pushed ? navigate(-1) : goTo(page - 1, 'replace'))}
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
        <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {WIZARD_PAGE_NAMES[page - 1]}
        </Title>
      </Group>
      <Box
        bg="white"
        p={{ base: 'md', sm: 'lg' }}
        style={{ borderRadius: 'var(--mantine-radius-lg)', border: '1px solid var(--mantine-color-warmGray-2)' }}
      >
        {/* key: a page's form starts from the freshly read profile each time it is shown */}
        <Step key={page} profile={profile} external={external} onSaved={onSaved} />
      </Box>
    </Stack>
  );
}

/** /user/doctor/update-profile/{action?} */
export function TherapistWizardPage() {
  const { action } = useParams();
  const profile = useWorkProfile();

  if (action === 'pending')
    return (
      <Frame>
        <Box pt="xl">
          <PendingApprovalCard />
        </Box>
      </Frame>
    );

  if (profile.isPending)
    return (
      <Frame>
        <Stack gap="md" aria-busy="true" role="status" aria-label="Loading your profile">
          <Skeleton h={20} w={120} />
          <Skeleton h={34} w="70%" />
          <Skeleton h={8} />
          <Skeleton h={360} radius="lg" />
        </Stack>
      </Frame>
    );
  if (profile.isError)
    return (
      <Frame>
        <Alert color="red" title="We could not load your profile" role="alert">
          {errorMessage(profile.error)}
        </Alert>
      </Frame>
    );

  const p = profile.data;
  // A submitted profile waits for approval: show the pending card instead of the wizard.
  if (awaiting(p.status) && p.page >= WIZARD_PAGES)
    return <Navigate to="/user/doctor/update-profile/pending" replace />;

  return (
    <Frame>
      <Wizard profile={p} />
    </Frame>
  );
}
