import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { RatingForm } from '../../appointments';
import { callActions } from '../lib/call-engine';
import type { CallState } from '../lib/call-store';
import { ReportIssueForm } from './report-issue-form';

/** After the call (patients): rate the session, or report a problem with it. */
export function ReviewModal({ s }: { s: CallState }) {
  const [reporting, setReporting] = useState(false);
  const r = s.review;
  if (!r) return null;
  return (
    <Modal
      opened
      onClose={callActions.closeReview}
      title={reporting ? 'Report a problem' : 'How was your session?'}
      centered
      size="lg"
      zIndex={400}
    >
      {reporting ? (
        <ReportIssueForm appointmentId={r.appointmentId} onDone={() => setReporting(false)} />
      ) : (
        <Stack gap="sm">
          <Text size="sm">Your session with {r.therapistName} has ended.</Text>
          <RatingForm a={{ _id: r.appointmentId, doctorDetails: { name: r.therapistName } }} />
          <Group justify="space-between">
            <Button variant="outline" color="red.9" onClick={() => setReporting(true)}>
              Report a problem
            </Button>
            <Anchor
              component={Link}
              to={`/user/base/home/doctor-profile/${r.therapistId}`}
              onClick={callActions.closeReview}
              size="sm"
            >
              See {r.therapistName}'s profile
            </Anchor>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
