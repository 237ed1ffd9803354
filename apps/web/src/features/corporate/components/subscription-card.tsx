import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CORPORATE_PROMO, type CompanyProfile, formatNumber } from '@sahaj/contract';
import { IconCalendarTime, IconDiscount2, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { credits } from '../lib/format';
import { CORPORATE_PATHS } from '../lib/paths';

/** The dashboard's plan card: 'My subscriptions' with a live plan, else the promo with Explore Plans (spec 03 §2). */
export function SubscriptionCard({ profile }: { profile: CompanyProfile }) {
  const plan = profile.subscriptionDetails;
  if (!plan) return <PlanPromo />;
  const added = profile.providersSelected.length;
  const yetToAdd = Math.max(plan.doctorCount - added, 0);
  const left = profile.subscriptionCreditDetails;
  return (
    <Card padding="lg" component="section" aria-labelledby="subscription-heading" h="100%">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={2} size="h3" id="subscription-heading">
          My subscriptions
        </Title>
        <Badge variant="light" size="lg">
          {plan.planName}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mt="md">
        <Figure label="Credits left" value={formatNumber(left.creaditsLeft)} note={creditSplit(left)} />
        <Figure
          label="Validity"
          value={plan.validityDays === 1 ? '1 day' : `${formatNumber(plan.validityDays)} days`}
          note={`${plan.planDuration}-month plan`}
        />
        <Figure
          label="Therapists added"
          value={`${added} of ${plan.doctorCount}`}
          note={yetToAdd === 0 ? 'None left to add' : `${yetToAdd} yet to be added`}
        />
      </SimpleGrid>
      <Group gap="sm" mt="lg">
        <Button component={Link} to={CORPORATE_PATHS.plans} color="sahajCoral.8">
          Upgrade Plan
        </Button>
        <Button component={Link} to={CORPORATE_PATHS.wallet} variant="light">
          Recharge credits
        </Button>
        <Button component={Link} to={CORPORATE_PATHS.viewTherapists} variant="default">
          View Therapists
        </Button>
      </Group>
    </Card>
  );
}

const creditSplit = (c: CompanyProfile['subscriptionCreditDetails']) =>
  c.walletCredits > 0 && c.planCredits > 0
    ? `${credits(c.planCredits)} from the plan, ${credits(c.walletCredits)} from the wallet`
    : '1 credit pays ₹1 of session fees';

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Stack>
  );
}

/** With no plan: what a plan gives (spec 03 §9: up to 20 % discount, 5 therapists, 12 months). */
function PlanPromo() {
  const items = [
    { icon: IconDiscount2, text: `Up to ${CORPORATE_PROMO.discountPercent}% discount on sessions` },
    { icon: IconUsers, text: `Add up to ${CORPORATE_PROMO.therapists} therapists for your team` },
    { icon: IconCalendarTime, text: `Up to ${CORPORATE_PROMO.validityMonths} months validity` },
  ];
  return (
    <Card
      padding="lg"
      component="section"
      aria-labelledby="promo-heading"
      bg="sahajTeal.0"
      h="100%"
      style={{ borderColor: 'var(--mantine-color-sahajTeal-1)' }}
    >
      <Title order={2} size="h3" id="promo-heading">
        Give your team care that works
      </Title>
      <Text c="dimmed" mt={4}>
        You have no subscription yet. A plan gives your employees sessions with therapists you choose.
      </Text>
      <List spacing="sm" mt="md" center>
        {items.map(({ icon: Icon, text }) => (
          <List.Item
            key={text}
            icon={
              <ThemeIcon variant="light" radius="xl" size={32}>
                <Icon size={18} aria-hidden />
              </ThemeIcon>
            }
          >
            {text}
          </List.Item>
        ))}
      </List>
      <Button component={Link} to={CORPORATE_PATHS.plans} color="sahajCoral.8" mt="lg">
        Explore Plans
      </Button>
    </Card>
  );
}
