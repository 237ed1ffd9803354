import { Container, Text, Title } from '@mantine/core';

/** Patient sign-up (the access feature builds the full form here). */
export function SignupPage() {
  return (
    <Container size="xs" py="xl">
      <Title order={1}>Create your account</Title>
      <Text c="dimmed">Sign up with your phone number to find a therapist.</Text>
    </Container>
  );
}
