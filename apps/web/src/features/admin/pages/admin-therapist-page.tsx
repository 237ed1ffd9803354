import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Pill,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import {
  type AdminTherapistDetail,
  AWAITING_APPROVAL_STATUSES,
  adminRejectBody,
  formatDate,
  formatDateTime,
  formatRupees,
  formatTimeRange,
  type HiddenField,
  isPastDay,
  PERIOD_LABELS,
  periodFromDuration,
  todayIn,
  WEEKDAYS,
} from '@sahaj/contract';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, notify } from '../../../lib/notify';
import { useViewerZone } from '../../auth';
import { WeekGrid } from '../../availability';
import { AdminRegistrationReview } from '../../provider-workspace';
import { useAuthorisedFileUrl } from '../../therapist-profile';
import { useReviewTherapist, useTherapist } from '../api/therapists';
import { DocumentThumb } from '../components/document-thumb';
import { statusColor } from './admin-therapists-page';

/** What the therapist's 'Show in profile' switches are called on their page 1. */
export const HIDDEN_FIELD_LABELS: Record<HiddenField, string> = {
  dob: 'Date of birth',
  timeZone: 'Location and time zone',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Text>
    </div>
  );
}

function EntryBlock({
  title,
  lines,
  url,
  fileName,
  label,
  flag,
}: {
  title: string;
  lines: string[];
  url: string | null;
  fileName: string | null;
  label: string;
  /** Something the reviewer should look at, e.g. a licence that has expired (issue 20 #9). */
  flag?: string | null;
}) {
  return (
    <Card padding="sm" bg="warmGray.0" data-testid="admin-entry">
      <Group align="flex-start" justify="space-between" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 160px' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          {flag && (
            <Badge color="red.9" variant="light" radius="sm" tt="none" style={{ alignSelf: 'flex-start' }}>
              {flag}
            </Badge>
          )}
          {lines.filter(Boolean).map((l) => (
            <Text key={l} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {l}
            </Text>
          ))}
        </Stack>
        <DocumentThumb url={url} fileName={fileName} label={label} />
      </Group>
    </Card>
  );
}

function Profile({ t }: { t: AdminTherapistDetail }) {
  const pic = useAuthorisedFileUrl(t.profilePic);
  const period = periodFromDuration(t.consultationDuration);
  const zone = useViewerZone();
  const today = todayIn(zone);
  return (
    <Stack gap="md">
      <Card padding="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <Avatar
            src={pic.data}
            size={72}
            radius={999}
            color="sahajTeal"
            alt={pic.data ? `${t.name ?? ''} photo` : undefined}
          >
            {(t.name ?? '?').slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap={8}>
              <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
                {t.name ?? 'Unnamed therapist'}
              </Title>
              <Badge variant="dot" color={statusColor(t.status)}>
                {t.status}
              </Badge>
            </Group>
            {t.professionalTitle && <Text c="dimmed">{t.professionalTitle}</Text>}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {[t.email, t.phone].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </Group>
      </Card>

      {t.reviews.length > 0 && (
        <Section title="Review history">
          <Timeline bulletSize={20} lineWidth={2}>
            {t.reviews.map((r) => (
              <Timeline.Item
                key={`${r.at}-${r.action}`}
                bullet={r.action === 'approve' ? <IconCheck size={12} /> : <IconX size={12} />}
                color={r.action === 'approve' ? 'green' : 'red'}
                title={r.action === 'approve' ? 'Approved' : 'Rejected'}
              >
                {r.reason && <Text size="sm">{r.reason}</Text>}
                <Text size="xs" c="dimmed">
                  {[r.by, formatDateTime(r.at, zone)].filter(Boolean).join(' · ')}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Section>
      )}

      <Section title="Basic information">
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
          <Field label="Gender" value={t.gender} />
          <Field label="Date of birth" value={t.dob ? formatDate(t.dob) : t.dob} />
          <Field label="Time zone" value={t.timeZoneLabel ?? t.timeZone} />
          <Field
            label="Location"
            value={t.address ? `${t.address.location} (${t.address.latitude}, ${t.address.longitude})` : null}
          />
          <Field
            label="Total work experience"
            value={t.totalWorkExperiance != null ? `${t.totalWorkExperiance} years` : null}
          />
          <Field
            label="Hidden in profile"
            value={t.hiddenFields.map((f) => HIDDEN_FIELD_LABELS[f]).join(', ') || 'Nothing'}
          />
        </SimpleGrid>
        <Box mt="md">
          <Field label="About" value={t.aboutYou} />
        </Box>
      </Section>

      <Section title="Education">
        <Stack gap="xs">
          {t.educationalDetails.length === 0 && <Text c="dimmed">None</Text>}
          {t.educationalDetails.map((e) => (
            <EntryBlock
              key={e._id}
              title={e.qualifiction}
              lines={[e.instituteName, e.instituteAddress]}
              url={e.url}
              fileName={e.fileName}
              label="Education"
            />
          ))}
        </Stack>
      </Section>
      <Section title="Experience">
        <Stack gap="xs">
          {t.experienceDetails.length === 0 && <Text c="dimmed">None</Text>}
          {t.experienceDetails.map((e) => (
            <EntryBlock
              key={e._id}
              title={e.hospitalName}
              lines={[e.hospitalAddress, [e.referencePerson, e.contactNumber].filter(Boolean).join(' · ')]}
              url={e.url}
              fileName={e.fileName}
              label="Experience"
            />
          ))}
        </Stack>
      </Section>
      <Section title="Medical licences">
        <Stack gap="xs">
          {t.medicalLicences.length === 0 && <Text c="dimmed">None</Text>}
          {t.medicalLicences.map((e) => (
            <EntryBlock
              key={e._id}
              title={e.licenceNumber}
              lines={[e.licenceIssuingInstitution, e.licenceExpiryDate ? `Valid until ${e.licenceExpiryDate}` : '']}
              // Accepted when saved, but an expired licence is pointed out to the reviewer (issue 20 #9).
              flag={e.licenceExpiryDate && isPastDay(e.licenceExpiryDate, today) ? 'Expired licence' : null}
              url={e.url}
              fileName={e.fileName}
              label="Licence"
            />
          ))}
        </Stack>
      </Section>

      <Section title="Services">
        <Stack gap="sm">
          <Field label="Professional title" value={t.professionalTitle} />
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
              Specialities
            </Text>
            <Group gap={6}>
              {t.specialization.map((s) => (
                <Pill key={s._id}>{s.name}</Pill>
              ))}
            </Group>
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
              Languages
            </Text>
            <Group gap={6}>
              {t.languagesKnown.map((l) => (
                <Pill key={l}>{l}</Pill>
              ))}
            </Group>
          </div>
        </Stack>
      </Section>

      <Section title="Availability">
        <Text size="sm" c="dimmed" mb="sm">
          {period ? `Sessions of ${PERIOD_LABELS[period]}` : 'No consultation period set'}
        </Text>
        <WeekGrid
          days={WEEKDAYS.map((d) => {
            const s = t.timeSlot.find((x) => x.day === d);
            return {
              day: d,
              start: s?.startTime ?? null,
              end: s?.endTime ?? null,
              breakStart: s?.addBreak[0]?.startTime ?? null,
              breakEnd: s?.addBreak[0]?.endTime ?? null,
            };
          })}
        />
        {(t.offDays.length > 0 || t.specialTime.length > 0) && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
            <Field
              label="Time off"
              value={t.offDays
                .map((d) => `${d.date}: ${d.timeArray.map((r) => formatTimeRange(r.startTime, r.endTime)).join(', ')}`)
                .join('\n')}
            />
            <Field
              label="Extra time"
              value={t.specialTime
                .map((d) => `${d.date}: ${d.timeArray.map((r) => formatTimeRange(r.startTime, r.endTime)).join(', ')}`)
                .join('\n')}
            />
          </SimpleGrid>
        )}
      </Section>

      <Section title="Pricing">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Field
            label="Consultation fee"
            value={t.consultationFee != null ? formatRupees(t.consultationFee, t.currency) : null}
          />
          <Field
            label="Specialization prices"
            value={t.treatments
              .map((x) => `${x.treatmentName}: ${formatRupees(x.treatmentPrice, x.currency)}`)
              .join('\n')}
          />
        </SimpleGrid>
      </Section>

      <Section title="Bank details">
        {t.accountDetails ? (
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
            <Field label="Bank" value={t.accountDetails.bankName} />
            <Field label="Account holder" value={t.accountDetails.accountHolderName} />
            <Field label="Account number" value={t.accountDetails.accountNumber} />
            <Field label="SWIFT/IFSC code" value={t.accountDetails.ifsc} />
            <Field label="Branch" value={t.accountDetails.branchName} />
            <Field
              label="Branch location"
              value={[t.accountDetails.city, t.accountDetails.state, t.accountDetails.country]
                .filter(Boolean)
                .join(', ')}
            />
          </SimpleGrid>
        ) : (
          <Text c="dimmed">Not given yet</Text>
        )}
      </Section>
    </Stack>
  );
}

/** /admin/therapists/:therapistId: the whole profile, its documents, approve or reject with a reason. */
export function AdminTherapistPage() {
  const { therapistId = '' } = useParams();
  const q = useTherapist(therapistId);
  const review = useReviewTherapist(therapistId);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [approveOpen, setApproveOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const canReview = q.data && (AWAITING_APPROVAL_STATUSES as readonly string[]).includes(q.data.status);

  const approve = () =>
    review.mutate(
      { action: 'approve' },
      {
        onSuccess: (r) => {
          notify.success(r.message);
          setApproveOpen(false);
        },
        onError: (err) => notify.error(err),
      },
    );
  const reject = () => {
    const parsed = adminRejectBody.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    review.mutate(
      { action: 'reject', reason: parsed.data.reason },
      {
        onSuccess: (r) => {
          notify.success(r.message);
          setRejectOpen(false);
          setReason('');
        },
        onError: (err) => notify.error(err),
      },
    );
  };

  return (
    <Container size="md" py="lg" px="md" pb={canReview ? 120 : 'lg'}>
      <Stack gap="md">
        <Anchor component={Link} to="/admin" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            All therapists
          </Group>
        </Anchor>
        {q.isPending && (
          <Stack aria-busy="true" role="status" aria-label="Loading profile">
            <Skeleton h={104} radius="lg" />
            <Skeleton h={180} radius="lg" />
            <Skeleton h={180} radius="lg" />
          </Stack>
        )}
        {q.isError && (
          <Alert color="red" role="alert">
            {errorMessage(q.error)}
          </Alert>
        )}
        {q.data && <Profile t={q.data} />}
        {q.data && <AdminRegistrationReview therapistId={therapistId} />}
      </Stack>
      {canReview && (
        <Box
          pos="fixed"
          bottom={0}
          left={0}
          right={0}
          py="sm"
          px="md"
          style={{
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-warmGray-2)',
            zIndex: 10,
          }}
        >
          <Container size="md" px={0}>
            <Group justify="flex-end" gap="sm" wrap="nowrap">
              <Button
                variant="outline"
                color="red.9"
                size="md"
                onClick={() => setRejectOpen(true)}
                disabled={review.isPending}
                leftSection={<IconX size={16} aria-hidden />}
              >
                Reject
              </Button>
              <Button
                size="md"
                color="sahajCoral.8"
                onClick={() => setApproveOpen(true)}
                disabled={review.isPending}
                leftSection={<IconCheck size={16} aria-hidden />}
              >
                Approve
              </Button>
            </Group>
          </Container>
        </Box>
      )}
      <Modal opened={approveOpen} onClose={() => setApproveOpen(false)} title="Approve this profile?" centered>
        <Stack>
          <Text size="sm">
            {q.data?.name ?? 'This therapist'} will be listed for patients and can take bookings straight away.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setApproveOpen(false)} disabled={review.isPending}>
              Cancel
            </Button>
            <Button color="sahajCoral.8" onClick={approve} loading={review.isPending} data-autofocus>
              Approve
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={rejectOpen} onClose={() => setRejectOpen(false)} title="Reject this profile" centered>
        <Stack>
          <Text size="sm" c="dimmed">
            The therapist sees this reason in the wizard and by e-mail. Say what to change.
          </Text>
          <Textarea
            label="Reason"
            autosize
            minRows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
            error={reasonError}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejectOpen(false)}>
              Cancel
            </Button>
            <Button color="red.9" onClick={reject} loading={review.isPending}>
              Reject
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
