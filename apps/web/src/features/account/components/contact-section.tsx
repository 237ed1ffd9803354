import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type AccountSettings, EMAIL_CODE_LENGTH, MSG, PHONE_CODE_LENGTH } from '@sahaj/contract';
import { useId, useState } from 'react';
import { CodeInput } from '../../../components/code-input';
import { LazyPhoneField } from '../../../components/lazy-phone-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { type ContactKind, useConfirmContact, useSendContactCode } from '../api/change-contact';
import { Section } from './section';

/** E-mail and phone: a change takes effect only once the code sent to the NEW address or number is typed. */
export function ContactSection({ account }: { account: AccountSettings }) {
  return (
    <Section
      id="contact-heading"
      title="Contact details"
      hint="We send a code to the new address or number; the change takes effect once you type it."
    >
      <ContactRow kind="email" label="E-mail address" current={account.email} verified={account.emailVerified} />
      <ContactRow kind="phone" label="Phone number" current={account.phone} verified={account.phoneVerified} />
    </Section>
  );
}

function ContactRow({
  kind,
  label,
  current,
  verified,
}: {
  kind: ContactKind;
  label: string;
  current: string | null;
  verified: boolean;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {current ?? 'Not added'}
            </Text>
            {current && verified && (
              <Badge color="teal.9" variant="filled" size="sm">
                Verified
              </Badge>
            )}
          </Group>
        </div>
        {!editing && (
          <Button
            variant="light"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={`${current ? 'Change' : 'Add'} ${label.toLowerCase()}`}
          >
            {current ? 'Change' : 'Add'}
          </Button>
        )}
      </Group>
      {editing && <ChangeContactForm kind={kind} label={label} onDone={() => setEditing(false)} />}
    </Stack>
  );
}

function ChangeContactForm({ kind, label, onDone }: { kind: ContactKind; label: string; onDone: () => void }) {
  const send = useSendContactCode(kind);
  const confirm = useConfirmContact(kind);
  const [value, setValue] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const length = kind === 'email' ? EMAIL_CODE_LENGTH : PHONE_CODE_LENGTH;
  const newLabel = `New ${label.toLowerCase()}`;

  function sendCode() {
    setError(null);
    const target = value.trim();
    if (!target) {
      setError(kind === 'email' ? MSG.emailRequired : MSG.accountPhoneInvalid);
      return;
    }
    send.mutate(target, {
      onSuccess: (r) => {
        setSentTo(target);
        setCode('');
        notify.success(r.message);
      },
      onError: (err) => setError(err instanceof ApiError ? err.message : MSG.somethingWentWrong),
    });
  }

  function submitCode(typed = code) {
    if (!sentTo) return;
    setError(null);
    const body = kind === 'email' ? { email: sentTo, code: typed } : { phone: sentTo, code: typed };
    confirm.mutate(body, {
      onSuccess: (r) => {
        notify.success(r.message);
        onDone();
      },
      onError: (err) => {
        setCode('');
        setError(err instanceof ApiError ? err.message : MSG.somethingWentWrong);
      },
    });
  }

  return (
    <Stack gap="sm" p="md" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      {!sentTo ? (
        <>
          {kind === 'email' ? (
            <TextInput
              label={newLabel}
              type="email"
              autoComplete="email"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={error}
              errorProps={{ role: 'alert' }}
              autoFocus
            />
          ) : (
            <LazyPhoneField label={newLabel} value={value} onChange={setValue} error={error} autoFocus />
          )}
          <Group gap="xs">
            <Button onClick={sendCode} loading={send.isPending}>
              Send code
            </Button>
            <Button variant="subtle" color="gray" onClick={onDone}>
              Cancel
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm">
            Type the {length}-digit code we sent to <b style={{ overflowWrap: 'anywhere' }}>{sentTo}</b>.
          </Text>
          <CodeInput
            length={length}
            value={code}
            onChange={setCode}
            onFilled={submitCode}
            errorId={error ? errorId : null}
            autoFocus
            disabled={confirm.isPending}
          />
          {error && (
            <Text size="sm" c="red.9" id={errorId} role="alert">
              {error}
            </Text>
          )}
          <Group gap="xs">
            <Button onClick={() => submitCode()} loading={confirm.isPending} disabled={code.length !== length}>
              Confirm
            </Button>
            <Button variant="subtle" onClick={sendCode} loading={send.isPending}>
              Send again
            </Button>
            <Button variant="subtle" color="gray" onClick={onDone}>
              Cancel
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
