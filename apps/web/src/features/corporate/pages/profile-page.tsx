import { Alert, Anchor, Button, Card, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { IconChevronRight, IconLogout, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../lib/notify';
import { clearSession, SIGNUP_PATH } from '../../../lib/session';
import { useCompanyLogout } from '../api/company-logout';
import { useCompanyProfile } from '../api/get-company-profile';
import { LogoUpload } from '../components/logo-upload';
import { PageHeader } from '../components/page-header';
import { CORPORATE_PATHS } from '../lib/paths';

/**
 * corporate/profile: logo, address, company size, billing address, links to the payment history and
 * the privacy policy, Edit Profile and Logout ('Logout is pending' when the server cannot end the
 * session: the company stays signed in rather than believing it has left).
 */
export function ProfilePage() {
  const navigate = useNavigate();
  const profile = useCompanyProfile();
  const logout = useCompanyLogout();
  const [confirming, setConfirming] = useState(false);

  function doLogout() {
    logout.mutate(undefined, {
      onSuccess: (r) => {
        clearSession();
        notify.success(r.message || MSG.logoutSuccess);
        navigate(SIGNUP_PATH, { replace: true });
      },
      onError: () => {
        setConfirming(false);
        notify.error(MSG.logoutPending);
      },
    });
  }

  const p = profile.data;
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        title="Company profile"
        actions={
          <Button component={Link} to={CORPORATE_PATHS.editProfile} leftSection={<IconPencil size={16} aria-hidden />}>
            Edit Profile
          </Button>
        }
      />
      {profile.isPending ? (
        <Skeleton h={320} radius="lg" role="status" aria-label="Loading your company" />
      ) : profile.isError ? (
        <LoadError error={profile.error} onRetry={() => profile.refetch()} />
      ) : (
        p && (
          <Card padding="lg" component="section" aria-labelledby="company-name">
            <Stack gap="lg">
              <Stack gap="sm">
                <Title order={2} size="h3" id="company-name">
                  {p.companyName ?? 'Your company'}
                </Title>
                <LogoUpload companyId={p._id} logo={p.companyLogo} name={p.companyName ?? 'Company'} />
              </Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Detail label="Address" value={p.companyAddress} />
                <Detail label="Company size" value={p.companySize} />
                <Detail label="Billing address" value={p.billingAddress} />
                <Detail label="GSTIN" value={p.gstin} />
                <Detail label="Category" value={p.companyCategory.categoryName} />
                <Detail label="Website" value={p.companyWebsite} />
                <Detail label="Contact e-mail" value={p.companyEmail} />
                <Detail label="Currency" value={p.currency} />
              </SimpleGrid>
              {!p.billingAddress && (
                <Alert variant="light" color="blue">
                  Add a billing address (and your GSTIN) so your invoices carry them.
                </Alert>
              )}
            </Stack>
          </Card>
        )
      )}
      <Card padding="sm" component="nav" aria-label="Company account">
        <Stack gap={0}>
          <RowLink to={CORPORATE_PATHS.paymentHistory} label="Payment history" />
          <RowLink to={CORPORATE_PATHS.privacyPolicy} label="Privacy policy" />
        </Stack>
      </Card>
      <Group>
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          Logout
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Logout" centered>
        <Text>{MSG.logoutConfirm}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={logout.isPending}>
            Cancel
          </Button>
          <Button color="red.9" onClick={doLogout} loading={logout.isPending}>
            Logout
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ wordBreak: 'break-word' }}>{value || '–'}</Text>
    </Stack>
  );
}

function RowLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} underline="never" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500}>{label}</Text>
        <IconChevronRight size={18} aria-hidden />
      </Group>
    </Anchor>
  );
}
