import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { type ExtensionRequestedEvent, formatClock } from '@sahaj/contract';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useViewerZone } from '../../auth';
import { useAnswerExtension } from '../api/answer-extension';
import { extensionRequests, useExtensionPromptState } from '../lib/extension-request-store';

/**
 * The patient is asked before a session is extended (issue 20 #4): who asks, until when, that there
 * is no charge, what declining means and by when to answer. Nothing changes until they agree.
 * `overCall`: rendered inside the call window (its focus trap) and above it (z-index 300), as the
 * therapist's extend dialog is; elsewhere the shell shows it.
 */
export function ExtensionPrompt({ overCall }: { overCall?: boolean }) {
  const { request, hostedByCall } = useExtensionPromptState();
  useEffect(() => (overCall ? extensionRequests.hostInCall() : undefined), [overCall]);
  const shown = !!request && (overCall || hostedByCall === 0);
  return (
    <Modal
      opened={shown}
      onClose={() => extensionRequests.clear()}
      title="Extend your session?"
      centered
      closeOnClickOutside={false}
      {...(overCall ? { withinPortal: false, zIndex: 400 } : {})}
    >
      {request && <ExtensionQuestion key={request.appointmentId + request.expiresAt} request={request} />}
    </Modal>
  );
}

function ExtensionQuestion({ request }: { request: ExtensionRequestedEvent }) {
  const zone = useViewerZone();
  const answer = useAnswerExtension();
  const [error, setError] = useState<string | null>(null);
  const [choice, setChoice] = useState<boolean | null>(null);
  const end = new Date(request.endTime);
  const until = formatClock(new Date(request.newEndTime), zone);
  const minutes = Math.round((Date.parse(request.newEndTime) - end.getTime()) / 60_000);

  // Unanswered, the request lapses on the server at expiresAt: the question goes away then too.
  useEffect(() => {
    const left = Date.parse(request.expiresAt) - Date.now();
    const timer = setTimeout(
      () => {
        extensionRequests.clear(request.appointmentId);
        notify.info(`${request.therapistName}'s request for more time has lapsed`);
      },
      Math.max(0, left),
    );
    return () => clearTimeout(timer);
  }, [request]);

  function reply(agree: boolean) {
    setError(null);
    setChoice(agree);
    answer.mutate(
      { appointmentId: request.appointmentId, agree },
      {
        onSuccess: (r) => {
          notify.success(r.message);
          extensionRequests.clear(request.appointmentId);
        },
        onError: (err) => setError(err.message),
      },
    );
  }

  return (
    <Stack gap="md">
      <Text>
        {request.therapistName} would like to continue for {minutes} more minutes, until <strong>{until}</strong>{' '}
        instead of {formatClock(end, zone)}.
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>There is no extra charge for the extra time.</List.Item>
        <List.Item>If you decline, the session ends at {formatClock(end, zone)} as booked.</List.Item>
        <List.Item>Please answer by {formatClock(new Date(request.expiresAt), zone)}.</List.Item>
      </List>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={() => reply(false)}
          loading={answer.isPending && choice === false}
          disabled={answer.isPending}
        >
          Decline
        </Button>
        <Button onClick={() => reply(true)} loading={answer.isPending && choice === true} disabled={answer.isPending}>
          Agree, extend to {until}
        </Button>
      </Group>
    </Stack>
  );
}
