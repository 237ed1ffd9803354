import { Alert, Avatar, Box, Button, Card, Container, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../lib/notify';
import { dashboardPath, useSession, validSession } from '../../../lib/session';
import { Logo } from '../../auth';
import { useAcceptInvite } from '../api/accept-invite';
import { useInvite } from '../api/get-invite';
import { SharingChoice } from '../components/sharing-choice';
import { forgetInvite, rememberInvite } from '../lib/pending-invite';

/** What an employer sees with and without sharing (the server's list is shown after joining). */
const EMPLOYER_SEES = ['Your name and the e-mail address the invite was sent to', 'The day you joined'];

/**
 * /user/company-invite/{token}, the link in an invite e-mail. A patient sees which company invited
 * which address, chooses whether to share their usage (default: not), and accepts. Someone not
 * signed in is asked to sign up or log in as a patient first; the link is kept in this browser and
 * the shell brings them back here afterwards.
 */
export function AcceptInvitePage() {
  const { token = '' } = useParams();
  const session = useSession();
  const signedIn = session !== null && validSession() !== null;
  useEffect(() => {
    if (token) rememberInvite(token);
  }, [token]);

  return (
    <Box mih="100dvh" bg="warmGray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-warmGray-2)' }}>
        <Container size="sm" py="sm">
          <Logo />
        </Container>
      </Box>
      <Container component="main" size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        {!signedIn ? (
          <SignInFirst />
        ) : session.userType !== 'patient' ? (
          <Card padding="lg">
            <Title order={1} size="h2">
              Company invite
            </Title>
            <Text mt="sm">
              Only patient accounts can join a company's plan. Log out, then sign up or log in as a patient with the
              e-mail address the invite was sent to.
            </Text>
            <Button component={Link} to={dashboardPath(session.userType)} variant="light" mt="md">
              Back to my dashboard
            </Button>
          </Card>
        ) : (
          <InviteCard token={token} />
        )}
      </Container>
    </Box>
  );
}

function SignInFirst() {
  return (
    <Card padding="lg">
      <Stack gap="sm">
        <Title order={1} size="h2">
          You are invited to your company's wellness plan
        </Title>
        <Text>
          To accept, sign up or log in as a patient. Use the e-mail address the invite was sent to: add it to your
          account while you sign up, or in Settings if you already have one.
        </Text>
        <Text size="sm" c="dimmed">
          We keep this invite in this browser and bring you back to it once you are signed in.
        </Text>
        <Group gap="sm" mt="xs">
          <Button component={Link} to="/user/patient/signup">
            Sign up
          </Button>
          <Button component={Link} to="/user/patient/login" variant="light">
            Log in
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function InviteCard({ token }: { token: string }) {
  const navigate = useNavigate();
  const invite = useInvite(token);
  const accept = useAcceptInvite();
  const [share, setShare] = useState(false);

  if (invite.isPending) return <Skeleton h={320} radius="lg" role="status" aria-label="Loading the invite" />;
  if (invite.isError)
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          Company invite
        </Title>
        <LoadError error={invite.error} onRetry={() => invite.refetch()} />
      </Stack>
    );

  const company = invite.data.companyName ?? 'Your company';
  function join() {
    accept.mutate(
      { token, shareUsage: share },
      {
        onSuccess: () => {
          forgetInvite();
          notify.success(MSG.inviteAccepted);
          navigate('/user/base/home/my-account', { replace: true });
        },
      },
    );
  }

  return (
    <Card padding="lg">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={invite.data.companyLogo} alt="" size={56} radius="md" color="sahajTeal">
            <IconBuildingSkyscraper size={28} aria-hidden />
          </Avatar>
          <Title order={1} size="h2" style={{ minWidth: 0 }}>
            {company} invites you to its wellness plan
          </Title>
        </Group>
        <Text>
          The invite was sent to <strong style={{ wordBreak: 'break-all' }}>{invite.data.email}</strong>. Your company
          pays for sessions with the therapists it has chosen, in credits.
        </Text>
        {invite.data.status === 'accepted' ? (
          <Alert color="teal" variant="light" title={MSG.inviteAlreadyAccepted}>
            <Button component={Link} to="/user/base/home/my-account" variant="light" size="compact-sm" mt="xs">
              See what your employer can see
            </Button>
          </Alert>
        ) : (
          <>
            <Stack gap={4}>
              <Text fw={600}>What {company} will see about you</Text>
              <List size="sm" spacing={2}>
                {EMPLOYER_SEES.map((s) => (
                  <List.Item key={s}>{s}</List.Item>
                ))}
                <List.Item>
                  {share
                    ? 'How many sessions you took and how many credits you used'
                    : "'Private' instead of your usage"}
                </List.Item>
              </List>
              <Text size="sm" c="dimmed">
                Never: which therapists you see, when, what is said, notes, prescriptions or questionnaire answers.
              </Text>
            </Stack>
            <SharingChoice checked={share} onChange={setShare} disabled={accept.isPending} />
            {accept.isError && (
              <Alert color="red" variant="light" role="alert" title={accept.error.message}>
                {accept.error.message === MSG.inviteForAnotherEmail && (
                  <Button component={Link} to="/user/base/home/my-account" variant="light" size="compact-sm" mt="xs">
                    Open Settings to add that e-mail
                  </Button>
                )}
              </Alert>
            )}
            <Group gap="sm">
              <Button onClick={join} loading={accept.isPending} color="sahajCoral.8">
                Accept invite
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  forgetInvite();
                  navigate('/user/base/home/dashboard');
                }}
              >
                Not now
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
