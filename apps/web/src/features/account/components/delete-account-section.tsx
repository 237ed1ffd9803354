import { Alert, Button, Group, List, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  type AccountSettings,
  DELETION_ERASES,
  DELETION_KEEPS,
  type DeletionRefundsData,
  EMAIL_CODE_LENGTH,
  formatDateTime,
  formatMoney,
  PHONE_CODE_LENGTH,
} from '@sahaj/contract';
import { useId, useState } from 'react';
import { CodeInput } from '../../../components/code-input';
import { errorMessage, notify } from '../../../lib/notify';
import { leaveDeletedAccount, useDeleteAccount, useDeletionRefunds, useSendDeletionCode } from '../api/delete-account';
import { Section } from './section';

/**
 * Account deletion: what goes and what stays, what is refunded (issue 20 #1), a code to the e-mail
 * (else the phone), then the person confirms with 'Delete my account' — typing the last digit never
 * deletes on its own (issue 20 #3).
 */
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
  const refunds = useDeletionRefunds();
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
      <RefundSummary
        refunds={refunds.data}
        zone={account.globalTimeZone}
        forTherapist={account.userType === 'doctor'}
      />
      {refunds.isPending && <Skeleton height={60} role="status" aria-label="Working out your refunds" />}
      {refunds.isError && (
        <Alert color="red" title="We could not work out your refunds">
          <Group justify="space-between" gap="xs">
            <Text size="sm">Nothing is deleted until you can see them.</Text>
            <Button size="xs" variant="light" onClick={() => void refunds.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      <Text size="sm">You are signed out on every device.</Text>
      {!sent ? (
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" color="gray" onClick={onCancel}>
            Keep my account
          </Button>
          <Button
            color="red.9"
            onClick={sendCode}
            loading={send.isPending}
            disabled={!account.deletionCodeChannel || !refunds.isSuccess}
          >
            Send the code to my {byEmail ? 'e-mail' : 'phone'}
          </Button>
        </Group>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            Type the {length}-digit code we sent to{' '}
            <b style={{ overflowWrap: 'anywhere' }}>{byEmail ? account.email : account.phone}</b>, then press Delete my
            account.
          </Text>
          <CodeInput
            length={length}
            value={code}
            onChange={setCode}
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

/** What deletion refunds, from the server's preview: each session and package, and the total. */
function RefundSummary({
  refunds,
  zone,
  forTherapist,
}: {
  refunds?: DeletionRefundsData;
  zone: string;
  forTherapist: boolean;
}) {
  if (!refunds) return null;
  const { sessions, packages, totalRefundPaise, currency } = refunds;
  if (!sessions.length && !packages.length) {
    return <Text size="sm">You have no upcoming sessions or packages, so there is nothing to cancel or refund.</Text>;
  }
  return (
    <div>
      <Title order={3} size="h5">
        Cancelled and refunded
      </Title>
      <List size="sm" spacing={4} mt={4}>
        {sessions.map((s) => (
          <List.Item key={s.appointmentId}>
            Session on {formatDateTime(new Date(s.startTime), zone)} with {s.withName}:{' '}
            {s.refundPaise > 0
              ? `${formatMoney(s.refundPaise, s.currency)} refunded`
              : 'cancelled, nothing was paid for it'}
          </List.Item>
        ))}
        {packages.map((p) => (
          <List.Item key={p.subscriptionId}>
            Package ‘{p.planName}’ with {p.withName}: {p.unusedSessions} of {p.sessionsTotal} sessions unused,{' '}
            {formatMoney(p.refundPaise, p.currency)} refunded
          </List.Item>
        ))}
      </List>
      <Text size="sm" fw={600} mt="xs">
        {totalRefundPaise > 0
          ? `Total refund: ${formatMoney(totalRefundPaise, currency)}, ${forTherapist ? 'to your patients, each to their original payment method' : 'to your original payment method'}.`
          : 'Nothing was paid for these, so there is nothing to refund.'}
      </Text>
    </div>
  );
}
