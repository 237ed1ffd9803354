import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useMyTherapists } from '../api/list-my-therapists';
import { useShareResult } from '../api/share-result';

/** Picks one of the patient's therapists and shares one result with them. */
export function ShareResultModal({
  formId,
  submissionId,
  onClose,
}: {
  formId: string;
  submissionId: string | null;
  onClose: () => void;
}) {
  const therapists = useMyTherapists(submissionId !== null);
  const share = useShareResult(formId);
  const [therapistId, setTherapistId] = useState<string | null>(null);
  const options = (therapists.data?.doctors ?? []).map((d) => ({ value: d._id, label: d.name }));
  return (
    <Modal opened={submissionId !== null} onClose={onClose} title="Share with your therapist" centered>
      <Stack>
        <Text size="sm">Only the therapist you choose will see this result, and you will see when they open it.</Text>
        {therapists.isSuccess && options.length === 0 ? (
          <Alert color="blue" variant="light">
            Book a session first: results can be shared with therapists you have a session with.
          </Alert>
        ) : (
          <Select
            label="Therapist"
            placeholder={therapists.isPending ? 'Loading…' : 'Choose a therapist'}
            data={options}
            value={therapistId}
            onChange={setTherapistId}
            allowDeselect={false}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!therapistId}
            loading={share.isPending}
            onClick={() =>
              submissionId &&
              therapistId &&
              share.mutate(
                { submissionId, therapistId },
                {
                  onSuccess: (r) => {
                    notify.success(r.message);
                    onClose();
                  },
                  onError: (e) => notify.error(e),
                },
              )
            }
          >
            Share
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
