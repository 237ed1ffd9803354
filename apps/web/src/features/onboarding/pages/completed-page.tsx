import { Box, Button, Card, Container, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { IconCheck } from '@tabler/icons-react';
import { Navigate, useNavigate } from 'react-router';
import { dashboardPath } from '../../../lib/session';
import { useFreshProfile } from '../api/fresh-profile';

/** /user/patient/update-profile/completed: the end of onboarding (only once the profile is complete). */
export function CompletedPage() {
  const navigate = useNavigate();
  const profile = useFreshProfile();
  // Judge by a fresh answer: the cached one may predate the last save.
  if (!profile.isFetching && profile.data && profile.data.status !== 'active') {
    return <Navigate to="/user/patient/update-profile" replace />;
  }
  if (profile.isPending || profile.isFetching) {
    return (
      <Container component="main" size={580} py="xl" aria-busy="true" role="status" aria-label="Loading">
        <Skeleton h={320} radius="lg" />
      </Container>
    );
  }
  return (
    <Box component="main" bg="warmGray.0" mih="100dvh" py={{ base: 'md', sm: 'xl' }}>
      <Container size={580} px={{ base: 'sm', sm: 'md' }}>
        <Card padding="xl" mt={{ base: 'md', sm: 'xl' }}>
          <Stack align="center" ta="center" gap="md" py="lg">
            <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
              <IconCheck size={40} />
            </ThemeIcon>
            <Title order={1}>{MSG.onboardingAllSet}</Title>
            <Text c="warmGray.7" maw={420}>
              Thank you for telling us about yourself. We will use it to suggest therapists who suit you.
            </Text>
            <Button
              size="md"
              color="sahajCoral.8"
              fullWidth
              maw={360}
              mt="md"
              onClick={() => navigate(dashboardPath('patient'), { replace: true })}
            >
              Finish
            </Button>
          </Stack>
        </Card>
      </Container>
    </Box>
  );
}
