import { Alert, Button, Card, FileButton, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { HEALTH_RECORD_ACCEPT, type HealthRecord, healthRecordFileProblem, MSG } from '@sahaj/contract';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../lib/notify';
import { useViewerZone } from '../../auth';
import { useDeleteHealthRecord } from '../api/delete-health-record';
import { useHealthProfile } from '../api/get-health-profile';
import { useHealthRecords } from '../api/list-health-records';
import { useUploadHealthRecord } from '../api/upload-health-record';
import { HealthProfileForm } from '../components/health-profile-form';
import { ConfirmDelete, RecordList } from '../components/record-list';
import { RecordViews } from '../components/record-views';

/** health-record: the patient's reports (upload, view, download, delete), health profile, and who viewed them. */
export function HealthRecordPage() {
  const zone = useViewerZone();
  const records = useHealthRecords();
  const profile = useHealthProfile();
  const upload = useUploadHealthRecord();
  const remove = useDeleteHealthRecord();
  const [toDelete, setToDelete] = useState<HealthRecord | null>(null);

  const onFile = (file: File | null) => {
    if (!file) return;
    // Too big or the wrong kind is said at once, before a long upload the server would refuse.
    const problem = healthRecordFileProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    upload.mutate(file, { onSuccess: (r) => notify.success(r.message), onError: (e) => notify.error(e) });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Health Records</Title>
      <Card padding="lg" component="section" aria-labelledby="reports-title">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Title order={2} size="h3" id="reports-title">
                Medical reports
              </Title>
              <Text size="sm" c="dimmed">
                PDF up to 5 MB, or a JPG/PNG photo under 2 MB.
              </Text>
            </Stack>
            <FileButton
              onChange={onFile}
              accept={HEALTH_RECORD_ACCEPT}
              inputProps={{ 'aria-label': 'Choose a record file' }}
            >
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={18} />} loading={upload.isPending}>
                  Upload record
                </Button>
              )}
            </FileButton>
          </Group>
          {records.isPending ? (
            <Stack gap="sm" role="status" aria-label="Loading your records">
              <Skeleton h={64} />
              <Skeleton h={64} />
            </Stack>
          ) : records.isError ? (
            <LoadError error={records.error} onRetry={() => records.refetch()} />
          ) : records.data.medicalReports.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {MSG.noHealthRecords}
            </Text>
          ) : (
            <RecordList
              records={records.data.medicalReports}
              zone={zone}
              onDelete={setToDelete}
              deletingId={remove.isPending ? (remove.variables ?? null) : null}
            />
          )}
        </Stack>
      </Card>
      {profile.isPending ? (
        <Skeleton h={280} radius="lg" />
      ) : profile.isError ? (
        <Alert color="red" variant="light" role="alert">
          {profile.error.message}
        </Alert>
      ) : (
        <HealthProfileForm profile={profile.data} />
      )}
      <RecordViews zone={zone} />
      <ConfirmDelete
        record={toDelete}
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete._id, {
            onSuccess: (r) => {
              notify.success(r.message);
              setToDelete(null);
            },
            onError: (e) => notify.error(e),
          })
        }
      />
    </Stack>
  );
}
