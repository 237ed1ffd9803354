import { Alert, Button } from '@mantine/core';
import { errorMessage } from '../lib/notify';

/** A part of the page that could not load: the server's message and Try again. */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: string }) {
  return (
    <Alert color="red" variant="light" role="alert" title={title ?? errorMessage(error)}>
      {title && errorMessage(error)}
      <Button variant="light" size="compact-sm" mt="xs" display="block" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
