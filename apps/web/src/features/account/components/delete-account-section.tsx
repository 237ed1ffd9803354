import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import {
  type AccountSettings,
  DELETION_ERASES,
  DELETION_KEEPS,
  EMAIL_CODE_LENGTH,
  PHONE_CODE_LENGTH,
} from '@sahaj/contract';
import { useId, useState } from 'react';
import { CodeInput } from '../../../components/code-input';
import { errorMessage, notify } from '../../../lib/notify';
import { leaveDeletedAccount, useDeleteAccount, useSendDeletionCode } from '../api/delete-account';
import { Section } from './section';

/** Account deletion: what goes and what stays, a code to the e-mail (else the phone), then deletion. */
export function DeleteAccountSection({ account }: { account: AccountSettings }) {
  const [open, setOpen] = useState(false);
  return (
    <Section
      id="delete-heading"
      title="Delete your account"
      hint="This erases your profile and your personal data for good. It cannot be undone."
    >
      <Button color="red.9" variant="outline" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        Delete my account
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Delete your account?" centered size="lg">
        {open && <DeleteFlow account={account} onCancel={() => setOpen(false)} />}
      </Modal>
    </Section>
  );
}

function DeleteFlow({ account, onCancel }: { account: AccountSettings; onCancel: () => void }) {
  const send = useSendDeletionCode();
  const del = useDeleteAccount();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const byEmail = account.deletionCodeChannel === 'email';
  const length = byEmail ? EMAIL_CODE_LENGTH : PHONE_CODE_LENGTH;

  function sendCode() {
    setError(null);
    send.mutate(undefined, {
      onSuccess: (r) => {
        notify.success(r.message);
        setSent(true);
        setCode('');
      },
      onError: (err) => setError(errorMessage(err)),
    });
  }

  function confirm(typed = code) {
    setError(null);
    del.mutate(typed, {
      onSuccess: (r) => {
        notify.success(r.message);
        leaveDeletedAccount();
      },
      onError: (err) => {
        setCode('');
        setError(errorMessage(err));
      },
    });
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={3} size="h5">
          What we erase
        </Title>
        <List size="sm" spacing={4} mt={4}>
          {DELETION_ERASES.map((t) => (
            <List.Item key={t}>{t}</List.Item>
          ))}
        </List>
      </div>
      <div>
        <Title order={3} size="h5">
          What the law makes us keep
        </Title>
        <List size="sm" spacing={4} mt={4}>
          {DELETION_KEEPS.map((t) => (
            <List.Item key={t}>{t}</List.Item>
          ))}
        </List>
      </div>
      <Text size="sm">Upcoming sessions are cancelled. You are signed out on every device.</Text>
      {!sent ? (
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" color="gray" onClick={onCancel}>
            Keep my account
          </Button>
          <Button color="red.9" onClick={sendCode} loading={send.isPending} disabled={!account.deletionCodeChannel}>
            Send the code to my {byEmail ? 'e-mail' : 'phone'}
          </Button>
        </Group>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            Type the {length}-digit code we sent to{' '}
            <b style={{ overflowWrap: 'anywhere' }}>{byEmail ? account.email : account.phone}</b>.
          </Text>
          <CodeInput
            length={length}
            value={code}
            onChange={setCode}
            onFilled={confirm}
            errorId={error ? errorId : null}
            autoFocus
            disabled={del.isPending}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="subtle" onClick={sendCode} loading={send.isPending}>
              Send again
            </Button>
            <Button color="red.9" onClick={() => confirm()} loading={del.isPending} disabled={code.length !== length}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      )}
      {error && (
        <Text size="sm" c="red.9" id={errorId} role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
