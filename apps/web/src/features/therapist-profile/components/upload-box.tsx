import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { MSG, shortenFileName } from '@sahaj/contract';
import { IconFileCheck, IconUpload, IconX } from '@tabler/icons-react';
import { DOCUMENT_TYPES, documentProblem, MAX_UPLOAD_BYTES } from '../lib/file-checks';

/** Upload box for entry documents: JPEG, PNG or PDF under 2 MB; `required` marks it as the form needs it. */
export function UploadBox({
  file,
  existingName,
  onFile,
  error,
  onError,
  required,
}: {
  required?: boolean;
  file: File | null;
  existingName?: string | null;
  onFile: (file: File) => void;
  error?: string | null;
  onError: (message: string) => void;
}) {
  const shown = file?.name ?? existingName ?? null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} component="span" id="upload-box-label">
        Supporting document
        {required && (
          // The same red asterisk as the required text fields above it (issue 20 #9).
          <Text component="span" c="red.7" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      <Dropzone
        onDrop={async (files) => {
          const f = files[0];
          if (!f) return;
          // The bytes are read before the file is taken: no tick for a file the server would refuse.
          const problem = await documentProblem(f);
          if (problem) onError(problem);
          else onFile(f);
        }}
        onReject={async (rejections: FileRejection[]) => {
          const f = rejections[0]?.file;
          if (f) onError((await documentProblem(f)) ?? MSG.certificateType);
        }}
        accept={[...DOCUMENT_TYPES]}
        maxSize={MAX_UPLOAD_BYTES - 1}
        multiple={false}
        radius="md"
        p="md"
        aria-labelledby="upload-box-label"
        inputProps={{ 'aria-label': 'Upload document', 'aria-required': required || undefined }}
        style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
      >
        <Group justify="center" gap="sm" wrap="nowrap" mih={64} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={28} color="var(--mantine-color-sahajTeal-7)" aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={28} color="var(--mantine-color-red-6)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            {shown ? (
              <IconFileCheck size={28} color="var(--mantine-color-sahajTeal-7)" aria-hidden />
            ) : (
              <IconUpload size={28} color="var(--mantine-color-warmGray-6)" aria-hidden />
            )}
          </Dropzone.Idle>
          <div style={{ minWidth: 0 }}>
            {shown ? (
              <Text size="sm" fw={500} title={shown}>
                {shortenFileName(shown)}
              </Text>
            ) : (
              <Text size="sm">Drop a file here or click to choose</Text>
            )}
            <Text size="xs" c="dimmed">
              JPEG, PNG or PDF, smaller than 2MB{shown ? ' · click to replace' : ''}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {error && (
        <Text size="sm" c="red.7" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
