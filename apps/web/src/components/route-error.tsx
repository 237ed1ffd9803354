import { Alert, Button, Stack, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** Each page's error boundary: a calm message and a way forward, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Stack align="center" justify="center" mih="60vh" p="lg">
      <Title order={1} size="h2">
        Something went wrong
      </Title>
      <Alert color="red" variant="light" maw={480}>
        We could not show this page. Please try again; if it keeps happening, contact support.
      </Alert>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Stack>
  );
}
