import { Button, Group, Stack, TextInput } from '@mantine/core';
import { emailInput, MSG } from '@sahaj/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useInviteEmployee } from '../api/invite-employee';

/**
 * Invite one person by e-mail (POST companies/employee/invite). The address is checked as it is
 * typed; Send Invite stays disabled while it is empty or invalid (spec 03 §5). A failure says
 * 'Failed to send an invite' (or the server's reason, e.g. already on the list).
 */
export function InviteForm({ onSent }: { onSent: () => void }) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const invite = useInviteEmployee();
  const check = emailInput.safeParse(email);
  const error = touched && email.trim() !== '' && !check.success ? check.error.issues[0]?.message : undefined;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!check.success) return;
    invite.mutate(
      { email: check.data },
      {
        onSuccess: (r) => {
          notify.success(r.message || MSG.inviteSent);
          setEmail('');
          setTouched(false);
          onSent();
        },
        // A refusal the server explains (already on the list) in its words; anything else is the spec's.
        onError: (err) =>
          notify.error(
            err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : MSG.inviteFailed,
          ),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Work e-mail"
          description="They get an e-mail with a link to join your company's plan."
          type="email"
          autoComplete="off"
          placeholder="name@company.com"
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setTouched(true);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!check.success} loading={invite.isPending}>
            Send Invite
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
