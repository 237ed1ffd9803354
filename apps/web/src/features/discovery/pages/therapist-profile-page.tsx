import { Anchor, Badge, Button, Card, Grid, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG, type Slot } from '@sahaj/contract';
import { IconArrowLeft, IconBriefcase, IconClock, IconLanguage, IconSchool, IconWorld } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useFirstAnswerDeferred } from '../../../lib/use-first-answer-deferred';
import { useViewerZone } from '../../auth';
import { useCreateHold } from '../../booking';
import { cardResultScreen, readCardResult } from '../../payments';
import { useTherapist } from '../api/get-therapist';
import { ReviewsSection } from '../components/reviews-section';
import { SlotPicker } from '../components/slot-picker';
import { TherapistAvatar } from '../components/therapist-avatar';
import { RatingLine, yearsLabel } from '../components/therapist-card';
import { feeLabel } from '../lib/fee';

const HOME = '/user/base/home';

/** Where the booking screen sends a patient back with a message ('This slot is no longer available'). */
export interface ProfileState {
  slotMessage?: string;
}

/** doctor-profile/{id} and therapists/{id}/profile: the public profile and the slot picker. */
export function TherapistProfilePage() {
  const { id = '', action, data } = useParams();
  // therapists/{id}/{paymentMessage}/{encodedData}: a confirmed card payment lands here and goes on to
  // the result screen, which verifies the payment by its transaction.
  const cardResult = readCardResult(action, data);
  if (cardResult) return <Navigate to={cardResultScreen(cardResult)} replace />;
  return <TherapistProfile id={id} />;
}

function TherapistProfile({ id }: { id: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  // ?day=YYYY-MM-DD: a follow-up's suggested day, chosen in the slot picker (issue 22).
  const [search] = useSearchParams();
  const session = useSession();
  const zone = useViewerZone();
  const therapist = useTherapist(id);
  // The profile, its reviews and the slot picker mount in a render React may pause.
  const arriving = useFirstAnswerDeferred(therapist);
  const hold = useCreateHold();
  const [pending, setPending] = useState<string | null>(null);
  const [slotMessage, setSlotMessage] = useState<string | null>(
    (location.state as ProfileState | null)?.slotMessage ?? null,
  );
  const isPatient = session?.userType === 'patient';

  function pick(slot: Slot) {
    setPending(slot.startTime);
    setSlotMessage(null);
    hold.mutate(
      { providerId: id, startTime: slot.startTime },
      {
        onSuccess: (h) => navigate(`${HOME}/book-appointment/${h._id}`),
        onError: (err) => setSlotMessage(err instanceof ApiError ? err.message : MSG.somethingWentWrong),
        onSettled: () => setPending(null),
      },
    );
  }

  if (therapist.isPending || arriving) return <ProfileSkeleton />;
  if (therapist.isError) {
    // A malformed id (400) is as missing as an unknown one (404).
    const missing = therapist.error instanceof ApiError && [400, 404].includes(therapist.error.status);
    return (
      <Stack gap="md" maw={560} mx="auto" py="xl">
        <Title order={1} size="h2">
          {missing ? MSG.therapistNotFound : 'We could not load this profile'}
        </Title>
        <Text c="dimmed">
          {missing ? 'This therapist is not taking bookings, or the link is wrong.' : therapist.error.message}
        </Text>
        <Group>
          <Button component={Link} to={`${HOME}/therapists`}>
            Find a therapist
          </Button>
          {!missing && (
            <Button variant="default" onClick={() => therapist.refetch()}>
              Try again
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  const t = therapist.data;
  const years = yearsLabel(t.totalWorkExperiance);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`${HOME}/therapists`} size="sm" style={{ alignSelf: 'flex-start' }}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> All therapists
        </Group>
      </Anchor>
      <Card padding="lg">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <TherapistAvatar src={t.profilePic} name={t.name} size={112} />
          <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Title order={1} size="h2">
              {t.name}
            </Title>
            {t.professionalTitle && <Text c="dimmed">{t.professionalTitle}</Text>}
            <RatingLine rating={t.rating || null} reviewCount={t.reviewCount} />
            {t.specializations.length > 0 && (
              <Group gap={6}>
                {t.specializations.map((s) => (
                  <Badge key={s._id} variant="light" radius="sm" tt="none" fw={500}>
                    {s.name}
                  </Badge>
                ))}
              </Group>
            )}
            <Stack gap={4} mt={4}>
              {t.languagesKnown.length > 0 && (
                <Fact icon={<IconLanguage size={18} aria-hidden />}>Speaks {t.languagesKnown.join(', ')}</Fact>
              )}
              {years && <Fact icon={<IconBriefcase size={18} aria-hidden />}>{years}</Fact>}
              {t.timeZone && <Fact icon={<IconWorld size={18} aria-hidden />}>Works in {t.timeZone} time</Fact>}
              {t.consultationDuration && (
                <Fact icon={<IconClock size={18} aria-hidden />}>{t.consultationDuration}-minute sessions</Fact>
              )}
            </Stack>
          </Stack>
          <Stack gap={0} align="flex-end" style={{ flex: '0 0 auto' }}>
            <Text size="xs" c="dimmed">
              Session fee
            </Text>
            <Text fz={28} fw={700} c="sahajTeal.8" lh={1.2}>
              {feeLabel(t.consultationFee, t.currency)}
            </Text>
          </Stack>
        </Group>
      </Card>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Card padding="lg" style={{ position: 'sticky', top: 80 }}>
            {isPatient ? (
              <SlotPicker
                therapistId={t._id}
                zone={zone}
                onPick={pick}
                pending={pending}
                message={slotMessage}
                initialDay={search.get('day')}
              />
            ) : (
              <Text c="dimmed">Only patients can book sessions.</Text>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <Card padding="lg" component="section" aria-labelledby="about-heading">
              <Title order={2} size="h3" id="about-heading" mb="xs">
                About
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }} c={t.aboutYou ? undefined : 'dimmed'}>
                {t.aboutYou || `${t.name} has not written about themselves yet.`}
              </Text>
              {t.treatments.length > 0 && (
                <>
                  <Title order={3} size="h4" mt="md" mb={4}>
                    Treatments
                  </Title>
                  <List spacing={4}>
                    {t.treatments.map((tr) => (
                      <List.Item key={tr._id}>
                        {tr.treatmentName} · {feeLabel(tr.treatmentPrice, tr.currency)}
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
            </Card>
            {(t.educationalDetails.length > 0 || t.experienceDetails.length > 0) && (
              <Card padding="lg" component="section" aria-labelledby="background-heading">
                <Title order={2} size="h3" id="background-heading" mb="xs">
                  Education and experience
                </Title>
                <Stack gap="sm">
                  {t.educationalDetails.map((e) => (
                    <Fact key={e._id} icon={<IconSchool size={18} aria-hidden />}>
                      <Text fw={600} component="span">
                        {e.qualifiction}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {e.instituteName}, {e.instituteAddress}
                      </Text>
                    </Fact>
                  ))}
                  {t.experienceDetails.map((e) => (
                    <Fact key={e._id} icon={<IconBriefcase size={18} aria-hidden />}>
                      <Text fw={600} component="span">
                        {e.hospitalName}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {e.hospitalAddress}
                      </Text>
                    </Fact>
                  ))}
                </Stack>
              </Card>
            )}
            <ReviewsSection therapistId={t._id} zone={zone} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <span style={{ color: 'var(--mantine-color-sahajTeal-7)', paddingTop: 3 }}>{icon}</span>
      <div style={{ minWidth: 0 }}>{children}</div>
    </Group>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading profile">
      <Card padding="lg">
        <Group gap="lg" align="flex-start">
          <Skeleton circle h={112} w={112} />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton h={28} w="50%" />
            <Skeleton h={14} w="35%" />
            <Skeleton h={14} w="25%" />
            <Skeleton h={22} w="60%" />
          </Stack>
        </Group>
      </Card>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton h={200} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton h={260} radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
