import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AccountSettings } from '@sahaj/contract';
import { useSession } from '../../../lib/session';
import { EmployerSharingPanel } from '../../corporate';
import { NotificationSettings } from '../../notifications';
import { CalendarFeedPanel, PractitionerRegistrationPanel } from '../../provider-workspace';
import { useAccountStatus } from '../api/get-account-status';
import { ContactSection } from '../components/contact-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { ExportSection } from '../components/export-section';
import { PasswordSection } from '../components/password-section';
import { PrivacyLinks } from '../components/privacy-links';
import { ProfileSection } from '../components/profile-section';
import { TimeZoneSection } from '../components/time-zone-section';
import { PATIENT_LINKS, SettingLinks, THERAPIST_SETTINGS } from '../components/work-profile-links';

/** The profile form starts again from the server's values whenever they change. */
const profileKeyOf = (a: AccountSettings) => [a.name, a.gender, a.dob, a.location].join('|');

/**
 * /user/base/home/my-account: the shell's Settings (spec 03 "Patient account screens"). Patients:
 * profile, contact details, time zone, password, payment history, their data. Therapists: the same
 * account parts beside the links to their work profile.
 */
export function AccountPage() {
  const session = useSession();
  const userType = session?.userType;
  const isTherapist = userType === 'doctor';
  const isPatient = userType === 'patient';
  const status = useAccountStatus();

  return (
    <Stack gap="lg" maw={860} mx="auto">
      <div>
        <Title order={1} size="h2">
          Settings
        </Title>
        <Text c="dimmed" mt={4}>
          {isTherapist
            ? 'Your account, and the pages of your work profile.'
            : 'Your account, your contact details and your data.'}
        </Text>
      </div>
      {!isPatient && !isTherapist ? (
        <Alert variant="light" color="gray" title="Not here yet">
          Company settings are not available here yet.
        </Alert>
      ) : status.isPending ? (
        <Stack gap="lg" aria-busy="true" role="status" aria-label="Loading your account">
          <Skeleton h={180} radius="lg" />
          <Skeleton h={140} radius="lg" />
          <Skeleton h={140} radius="lg" />
        </Stack>
      ) : status.isError ? (
        <Alert color="red" variant="light" role="alert" title="Your account could not be loaded">
          <Text size="sm">{status.error.message}</Text>
          <Button mt="sm" size="sm" onClick={() => status.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          {isTherapist && (
            <Stack gap="xs">
              <Title order={2} size="h4">
                Work profile
              </Title>
              <Text size="sm" c="dimmed">
                Each link opens that page of your profile. Saving moves you on to the next page; your changes are kept.
              </Text>
              <SettingLinks items={THERAPIST_SETTINGS} label="Settings" />
            </Stack>
          )}
          {isPatient && <ProfileSection key={profileKeyOf(status.data.data)} account={status.data.data} />}
          {isPatient && <EmployerSharingPanel />}
          <ContactSection account={status.data.data} />
          <TimeZoneSection key={status.data.data.globalTimeZone} account={status.data.data} />
          <NotificationSettings userType={userType} />
          <CalendarFeedPanel role={isTherapist ? 'provider' : 'patient'} />
          {isTherapist && <PractitionerRegistrationPanel />}
          <PasswordSection hasPassword={status.data.data.hasPassword} />
          {isPatient && <SettingLinks items={PATIENT_LINKS} label="Payments" />}
          {isPatient && <ExportSection />}
          <DeleteAccountSection account={status.data.data} />
        </>
      )}
      <PrivacyLinks />
    </Stack>
  );
}
