import { Alert, Button, Card, Grid, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  CHANGE_WINDOW_HOURS,
  type CouponApplyResult,
  canChange,
  changeDeadline,
  dayOfInstant,
  formatClock,
  formatDateTime,
  formatDayOrdinal,
  MSG,
  type ScheduleDetails,
} from '@sahaj/contract';
import { IconCalendarEvent, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useFirstAnswerDeferred } from '../../../lib/use-first-answer-deferred';
import { useViewerZone } from '../../auth';
import { CompanyCreditsChoice, usePaysByCompanyCredits } from '../../corporate';
import { CouponField } from '../../coupons';
import { feeLabel, formatTimeInZone, TherapistAvatar, useTherapist } from '../../discovery';
import { SessionForPicker } from '../../family';
import { PayPanel } from '../../payments';
import { PackageOptions } from '../../subscriptions';
import { useConfirmFreeBooking } from '../api/confirm-free-booking';
import { useHold } from '../api/get-hold';
import { usePriceDetails } from '../api/get-price-details';
import { useReleaseHold } from '../api/release-hold';
import { useUpdateHold } from '../api/update-hold';
import { changeNote, SessionForLine } from '../components/booked-notes';
import { HoldCountdown } from '../components/hold-countdown';
import { PriceTable } from '../components/price-table';

const HOME = '/user/base/home';
/** Value of the treatment choice meaning "no treatment": the general consultation fee. */
const GENERAL = 'general';

/** A refusal that means "this slot is gone": back to the picker with the message. */
const slotGone = (err: unknown) => err instanceof ApiError && (err.status === 409 || err.status === 410);

/**
 * book-appointment/{scheduleId}: the held slot in the patient's own zone, the treatment, the price,
 * the 10-minute countdown, the cancellation window, and the confirm action: the zero-charge path, or
 * Pay through a gateway the server offers (the payments feature's PayPanel).
 */
export function BookAppointmentPage() {
  const { scheduleId = '' } = useParams();
  const navigate = useNavigate();
  const zone = useViewerZone();
  const hold = useHold(scheduleId);
  // The screen behind the hold (the therapist, the price, the coupon, the packages, the company's
  // credits, who the session is for, the gateways: ten queries and their components) mounts in a
  // render React may pause.
  const arriving = useFirstAnswerDeferred(hold);
  const [expired, setExpired] = useState(false);
  const onExpired = useCallback(() => setExpired(true), []);

  if (hold.isPending || arriving) return <BookingSkeleton />;
  if (hold.isError) {
    return (
      <Stack gap="md" maw={560} mx="auto" py="xl">
        <Title order={1} size="h2">
          {hold.error.message}
        </Title>
        <Text c="dimmed">This booking link is not yours, has lapsed, or is wrong. Please pick a time again.</Text>
        <Button component={Link} to={`${HOME}/therapists`} style={{ alignSelf: 'flex-start' }}>
          Find a therapist
        </Button>
      </Stack>
    );
  }
  if (hold.data.status === 'booked') return <Booked hold={hold.data} zone={zone} />;
  return (
    <HoldView
      hold={hold.data}
      zone={zone}
      expired={expired}
      onExpired={onExpired}
      backToPicker={(slotMessage?: string) =>
        navigate(`${HOME}/doctor-profile/${hold.data.providerId}`, { state: { slotMessage } })
      }
    />
  );
}

function HoldView({
  hold,
  zone,
  expired,
  onExpired,
  backToPicker,
}: {
  hold: ScheduleDetails;
  zone: string;
  expired: boolean;
  onExpired: () => void;
  backToPicker: (message?: string) => void;
}) {
  const therapist = useTherapist(hold.providerId);
  const treatments = therapist.data?.treatments ?? [];
  const price = usePriceDetails(hold.providerId, hold.treatmentId);
  const update = useUpdateHold(hold._id);
  const release = useReleaseHold();
  const confirm = useConfirmFreeBooking();
  const [error, setError] = useState<string | null>(null);
  // A coupon's price details (issue 12): shown instead of the plain price, its code sent with the payment.
  const [coupon, setCoupon] = useState<CouponApplyResult | null>(null);
  // An employee books on company credits unless they choose to pay personally: then no rupee price.
  const [payPersonally, setPayPersonally] = useState(false);
  const onCredits = usePaysByCompanyCredits(payPersonally);
  const shown = coupon ?? price.data;

  const start = new Date(hold.startTime);
  const end = new Date(hold.endTime);
  const deadline = changeDeadline(start);
  const free = shown ? shown.totalAmount === 0 : null;

  function fail(err: unknown) {
    if (slotGone(err)) backToPicker(err instanceof ApiError ? err.message : MSG.slotUnavailable);
    else setError(err instanceof ApiError ? err.message : MSG.somethingWentWrong);
  }

  function chooseTreatment(value: string) {
    setError(null);
    update.mutate({ treatmentId: value === GENERAL ? null : value }, { onError: fail });
  }

  function doConfirm() {
    setError(null);
    confirm.mutate(
      { scheduleId: hold._id, treatmentId: hold.treatmentId, couponCode: coupon?.couponCode ?? null },
      { onError: fail },
    );
  }

  function chooseAnotherTime() {
    release.mutate(hold._id, { onSettled: () => backToPicker() });
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Confirm your session</Title>
      {expired ? (
        <Alert color="red" variant="light" role="alert" title="Your hold has expired">
          <Text size="sm">{MSG.holdExpired}</Text>
          <Button mt="sm" onClick={() => backToPicker()}>
            Pick a time again
          </Button>
        </Alert>
      ) : (
        hold.expiresAt && (
          <HoldCountdown expiresAt={hold.expiresAt} holdMinutes={hold.holdMinutes} onExpired={onExpired} />
        )
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card padding="lg" component="section" aria-labelledby="session-heading">
              <Title order={2} size="h3" id="session-heading" mb="sm">
                Your session
              </Title>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <TherapistAvatar src={hold.doctorDetails.profilePic} name={hold.doctorDetails.name} size={64} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={650} size="lg">
                    {hold.doctorDetails.name}
                  </Text>
                  {hold.doctorDetails.professionalTitle && (
                    <Text size="sm" c="dimmed">
                      {hold.doctorDetails.professionalTitle}
                    </Text>
                  )}
                </Stack>
              </Group>
              <Group gap="xs" mt="md" wrap="nowrap" align="flex-start">
                <IconCalendarEvent size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <div>
                  <Text fw={600}>{formatDayOrdinal(dayOfInstant(start, zone))}</Text>
                  <Text>
                    {formatTimeInZone(start, zone)} – {formatClock(end, zone)} ({hold.consultationDuration} minutes)
                  </Text>
                </div>
              </Group>
            </Card>
            <Card padding="lg" component="section">
              <Radio.Group
                label="Treatment"
                description="The fee depends on what the session is for."
                value={hold.treatmentId ?? GENERAL}
                onChange={chooseTreatment}
              >
                <Stack gap="xs" mt="xs">
                  <Radio
                    value={GENERAL}
                    label={`General consultation${therapist.data ? ` · ${feeLabel(therapist.data.consultationFee, therapist.data.currency)}` : ''}`}
                    disabled={expired || update.isPending}
                  />
                  {treatments.map((t) => (
                    <Radio
                      key={t._id}
                      value={t._id}
                      label={`${t.treatmentName} · ${feeLabel(t.treatmentPrice, t.currency)}`}
                      disabled={expired || update.isPending}
                    />
                  ))}
                  {therapist.isPending && <Skeleton h={20} w="60%" />}
                </Stack>
              </Radio.Group>
            </Card>
            <Card padding="lg" component="section">
              <SessionForPicker
                value={hold.familyMember?._id ?? null}
                onChange={(familyMemberId) => {
                  setError(null);
                  update.mutate({ familyMemberId }, { onError: fail });
                }}
                disabled={expired || update.isPending}
              />
            </Card>
            <PackageOptions hold={hold} zone={zone} disabled={expired || update.isPending} onError={fail} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card padding="lg" component="section" aria-labelledby="price-heading">
            <Title order={2} size="h3" id="price-heading" mb="sm">
              Price details
            </Title>
            {onCredits ? (
              <Text>
                A session on your company's credits costs you nothing. If you choose to pay personally, its price shows
                here.
              </Text>
            ) : price.isError ? (
              <Text c="red.9" role="alert">
                {price.error.message}
              </Text>
            ) : (
              <PriceTable price={shown} />
            )}
            {!onCredits && price.data && price.data.totalAmount > 0 && (
              <Stack mt="md">
                <CouponField
                  therapistId={hold.providerId}
                  treatmentId={hold.treatmentId}
                  applied={coupon}
                  onChange={setCoupon}
                  disabled={expired || update.isPending}
                />
              </Stack>
            )}
            <Alert color="blue" variant="light" mt="md" icon={<IconInfoCircle size={20} aria-hidden />}>
              {canChange(start, new Date()) ? (
                <>
                  You can cancel or reschedule this session up to {CHANGE_WINDOW_HOURS} hours before it starts (until{' '}
                  {formatDateTime(deadline, zone)}). After that it can no longer be changed.
                </>
              ) : (
                <>
                  This session starts in less than {CHANGE_WINDOW_HOURS} hours: once booked, it can no longer be
                  cancelled or rescheduled.
                </>
              )}
            </Alert>
            {error && (
              <Alert color="red" variant="light" mt="md" role="alert">
                {error}
              </Alert>
            )}
            <Stack gap="xs" mt="lg">
              {/* An employee books on company credits, or pays personally (issue 21). */}
              <CompanyCreditsChoice
                hold={hold}
                disabled={expired || update.isPending}
                onGone={backToPicker}
                personal={payPersonally}
                onPersonalChange={setPayPersonally}
              >
                {free === false && (
                  <PayPanel
                    hold={hold}
                    totalLabel={shown ? feeLabel(shown.totalAmount, shown.currency) : null}
                    couponCode={coupon?.couponCode ?? null}
                    disabled={expired || update.isPending}
                    onGone={(message) => backToPicker(message)}
                  />
                )}
                {free !== false && (
                  <Button
                    size="md"
                    color="sahajCoral.8"
                    onClick={doConfirm}
                    loading={confirm.isPending}
                    disabled={expired || free === null || update.isPending}
                    fullWidth
                  >
                    Confirm booking
                  </Button>
                )}
              </CompanyCreditsChoice>
              <Button variant="default" onClick={chooseAnotherTime} loading={release.isPending} fullWidth>
                Choose another time
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Once confirmed: the booking as the spec's success page shows it (name, '1st March, 2024', '3:05 PM'). */
function Booked({ hold, zone }: { hold: ScheduleDetails; zone: string }) {
  const start = new Date(hold.startTime);
  return (
    <Stack align="center" gap="md" ta="center" py="xl" maw={520} mx="auto">
      <IconCircleCheck size={64} color="var(--mantine-color-green-8)" aria-hidden />
      <Title order={1} size="h2">
        Your session is booked
      </Title>
      <Text>
        with <strong>{hold.doctorDetails.name}</strong>
      </Text>
      <SessionForLine who={hold.familyMember} />
      <Text fw={600}>
        {formatDayOrdinal(dayOfInstant(start, zone))} · {formatTimeInZone(start, zone)}
      </Text>
      <Text c="dimmed" size="sm">
        {changeNote(start, zone)}
      </Text>
      <Group justify="center">
        <Button component={Link} to={`${HOME}/appointments/upcoming`}>
          Done
        </Button>
        <Button component={Link} to={`${HOME}/dashboard`} variant="default">
          Back to dashboard
        </Button>
      </Group>
    </Stack>
  );
}

function BookingSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading your booking">
      <Skeleton h={36} w={280} />
      <Skeleton h={64} radius="md" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton h={220} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton h={260} radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
