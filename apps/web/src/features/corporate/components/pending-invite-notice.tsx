import { Affix, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { companyInvitePath, type UserType } from '@sahaj/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { forgetInvite, pendingInvite } from '../lib/pending-invite';

/**
 * A shell overlay for patients: an invite link opened before signing in is waiting to be accepted.
 * Shown until the person opens it (the invite page forgets it once accepted) or dismisses it.
 */
export function PendingInviteNotice({ userType }: { userType: UserType }) {
  const [token, setToken] = useState(() => pendingInvite());
  if (userType !== 'patient' || !token) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={180}>
      <Paper
        shadow="md"
        p="md"
        withBorder
        maw="min(420px, calc(100vw - 32px))"
        role="region"
        aria-label="Company invite"
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600}>Your company invited you to its wellness plan</Text>
          <CloseButton
            aria-label="Dismiss the company invite"
            onClick={() => {
              forgetInvite();
              setToken(null);
            }}
          />
        </Group>
        <Button component={Link} to={companyInvitePath(token)} mt="xs" size="sm">
          Review invite
        </Button>
      </Paper>
    </Affix>
  );
}
