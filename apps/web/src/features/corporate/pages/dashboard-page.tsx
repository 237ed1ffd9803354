import { Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { greetingFor } from '@sahaj/contract';
import { LoadError } from '../../../components/load-error';
import { useSession } from '../../../lib/session';
import { useCompanyDashboard } from '../api/get-company-dashboard';
import { useCompanyProfile } from '../api/get-company-profile';
import { CreditUseChart, UptakeChart } from '../components/credit-use-chart';
import { EmployeesCard } from '../components/employees-card';
import { Shortcuts } from '../components/shortcuts';
import { SubscriptionCard } from '../components/subscription-card';

/** The signed-in account's own name, for a company that has not named itself yet. */
function accountName(user: Record<string, unknown> | null | undefined): string {
  const full = [user?.firstName, user?.lastName].filter((s) => typeof s === 'string' && s).join(' ');
  return full || 'Your company';
}

/**
 * corporate/dashboard: the plan (or the promo), the employees, and two charts a company would rather
 * look at than read: credits spent by month and how many employees joined and booked. Aggregates
 * only: the company never sees who booked what.
 */
export function CorporateDashboardPage() {
  const session = useSession();
  const profile = useCompanyProfile();
  const dashboard = useCompanyDashboard();
  const name = profile.data?.companyName || accountName(session?.user);

  return (
    <Stack gap="lg">
      <Card padding="lg" bg="sahajTeal.0" style={{ borderColor: 'var(--mantine-color-sahajTeal-1)' }}>
        <Text c="sahajTeal.9" fw={600}>
          {greetingFor(new Date().getHours())}
        </Text>
        {/* The heading is there at once (the account's name) and becomes the company's name once loaded. */}
        <Title order={1} size="h2" mt={4}>
          {name}
        </Title>
        <Text c="dimmed" mt={4}>
          Your team's wellness cover at a glance.
        </Text>
      </Card>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {profile.isPending ? (
            <Skeleton h={220} radius="lg" role="status" aria-label="Loading your subscription" />
          ) : profile.isError ? (
            <LoadError error={profile.error} onRetry={() => profile.refetch()} />
          ) : (
            <SubscriptionCard profile={profile.data} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {dashboard.isError ? (
            <LoadError error={dashboard.error} onRetry={() => dashboard.refetch()} />
          ) : (
            <EmployeesCard employees={dashboard.data?.employees} />
          )}
        </Grid.Col>
      </Grid>

      {dashboard.isPending ? (
        <Skeleton h={260} radius="lg" role="status" aria-label="Loading the charts" />
      ) : dashboard.isError ? null : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card padding="lg" component="section" aria-labelledby="credit-use-heading">
              <Title order={2} size="h4" id="credit-use-heading" mb="sm">
                Credits used, last 12 months
              </Title>
              <CreditUseChart months={dashboard.data.creditUse} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card padding="lg" component="section" aria-labelledby="uptake-heading">
              <Title order={2} size="h4" id="uptake-heading" mb="sm">
                Employee uptake
              </Title>
              <UptakeChart uptake={dashboard.data.uptake} />
            </Card>
          </Grid.Col>
        </Grid>
      )}
      <Text size="sm" c="dimmed">
        You see totals only. Who booked, with whom, when and why stays between each employee and their therapist.
      </Text>
      <Shortcuts />
    </Stack>
  );
}
