import { Box, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The wizard's bottom bar: CONTINUE always, 'skip for now' where a page allows it. It sticks to the
 * bottom of the screen so the primary button stays in reach of a thumb.
 */
export function WizardFooter({
  onContinue,
  loading,
  extra,
}: {
  onContinue: () => void;
  loading?: boolean;
  extra?: ReactNode;
}) {
  return (
    <Box
      pos="sticky"
      bottom={0}
      py="sm"
      mt="lg"
      style={{
        zIndex: 5,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-warmGray-2)',
      }}
    >
      <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
        {extra}
        <Button size="md" onClick={onContinue} loading={loading} color="sahajCoral.8" miw={160}>
          CONTINUE
        </Button>
      </Group>
    </Box>
  );
}
