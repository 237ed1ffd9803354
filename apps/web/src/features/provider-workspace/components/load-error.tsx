import { Alert, Button } from '@mantine/core';

/** A failed read: the server's message and a way to try again. */
export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {message}
      <div>
        <Button variant="light" size="compact-sm" mt="xs" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
