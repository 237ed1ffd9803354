import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Unmatched paths inside the shell: '404,Page not found'. */
export function NotFoundPage({ homeHref = '/user/base/home/dashboard' }: { homeHref?: string }) {
  return (
    <Stack align="center" justify="center" mih="60vh" gap="sm" ta="center" p="lg">
      <Title order={1}>404,Page not found</Title>
      <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
      <Button component={Link} to={homeHref} variant="light">
        Go to dashboard
      </Button>
    </Stack>
  );
}
