import { Box, Button, Card, Container, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MSG } from '@sahaj/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { WizardMenu } from '../../../components/wizard-menu';

/** The wizard's page: Back, the heading, the progress bar, then one step in a card. */
export function WizardFrame({
  step,
  total,
  onBack,
  exit,
  children,
}: {
  step: number;
  total: number;
  /** Undefined hides Back (the first page before onboarding is complete). */
  onBack?: () => void;
  /** Where the menu may take the patient besides Log out (the dashboard, once onboarding is done). */
  exit?: { label: string; to: string };
  children: ReactNode;
}) {
  // On a phone the card fills the screen so the primary button sits at the bottom, by the thumb.
  const phone = useMediaQuery('(max-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <Box component="main" bg="warmGray.0" mih="100dvh" py={{ base: 'md', sm: 'xl' }}>
      <Container
        size={580}
        px={{ base: 'sm', sm: 'md' }}
        mih="calc(100dvh - 2rem)"
        style={{ display: 'flex', flexDirection: 'column' }}
      >
        <Group justify="space-between" mih={36} mb="xs" wrap="nowrap">
          {onBack ? (
            <Button
              variant="subtle"
              color="warmGray.9"
              // The label keeps its dark colour on the hover background too (4.5:1).
              c="warmGray.9"
              px="xs"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={onBack}
            >
              Back
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="warmGray.7" aria-hidden>
              Step {step} of {total}
            </Text>
            <WizardMenu exit={exit} />
          </Group>
        </Group>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} lh={1.25}>
          {MSG.onboardingHeading}
        </Title>
        <Progress
          value={(step / total) * 100}
          mt="sm"
          mb="lg"
          size="md"
          radius="xl"
          aria-label={`Step ${step} of ${total}`}
          transitionDuration={300}
        />
        <Card
          padding="lg"
          mih={phone ? undefined : 440}
          style={{ flex: phone ? 1 : undefined, display: 'flex', flexDirection: 'column' }}
        >
          {children}
        </Card>
      </Container>
    </Box>
  );
}

/** One step: its question, its fields, and its actions at the bottom (reachable by thumb). */
export function StepForm({
  title,
  description,
  onSubmit,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate style={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
      <Stack gap={4} mb="lg">
        <Title order={2} size="h3">
          {title}
        </Title>
        {description && <Text c="warmGray.7">{description}</Text>}
      </Stack>
      <Stack gap="md">{children}</Stack>
      <Stack mt="auto" pt="xl" gap="xs">
        {actions}
      </Stack>
    </form>
  );
}
