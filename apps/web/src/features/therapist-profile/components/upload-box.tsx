import { Box, Group, Stack, Text } from '@mantine/core';
import { MSG, shortenFileName } from '@sahaj/contract';
import { IconFileCheck, IconUpload, IconX } from '@tabler/icons-react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { DOCUMENT_TYPES, documentProblem, MAX_UPLOAD_BYTES } from '../lib/file-checks';

/**
 * Upload box for entry documents: JPEG, PNG or PDF under 2 MB; `required` marks it as the form needs it.
 * Built on react-dropzone 19 directly: @mantine/dropzone 9 pins react-dropzone 20, which needs Node 22,
 * and Sahaj installs on Node 20.
 */
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
  const { getRootProps, getInputProps, isDragAccept, isDragReject } = useDropzone({
    onDrop: async (files: File[]) => {
      const f = files[0];
      if (!f) return;
      // The bytes are read before the file is taken: no tick for a file the server would refuse.
      const problem = await documentProblem(f);
      if (problem) onError(problem);
      else onFile(f);
    },
    onDropRejected: async (rejections: FileRejection[]) => {
      const f = rejections[0]?.file;
      if (f) onError((await documentProblem(f)) ?? MSG.certificateType);
    },
    accept: Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, []])),
    maxSize: MAX_UPLOAD_BYTES - 1,
    multiple: false,
  });
  const borderColor =
    error || isDragReject
      ? 'var(--mantine-color-red-6)'
      : isDragAccept
        ? 'var(--mantine-color-sahajTeal-6)'
        : 'var(--mantine-color-gray-4)';
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} component="span" id="upload-box-label">
        Supporting document
        {required && (
          // The same red asterisk as the required text fields above it (issue 20 #9).
          <Text component="span" c="red.9" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      <Box
        {...getRootProps({ 'aria-labelledby': 'upload-box-label' })}
        className="mantine-focus-auto"
        p="md"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          border: `1px dashed ${borderColor}`,
          background: isDragAccept
            ? 'var(--mantine-color-sahajTeal-0)'
            : isDragReject
              ? 'var(--mantine-color-red-0)'
              : 'var(--mantine-color-white)',
          cursor: 'pointer',
          userSelect: 'none',
        }}
      >
        <input {...getInputProps({ 'aria-label': 'Upload document', 'aria-required': required || undefined })} />
        <Group justify="center" gap="sm" wrap="nowrap" mih={64} style={{ pointerEvents: 'none' }}>
          {isDragReject ? (
            <IconX size={28} color="var(--mantine-color-red-6)" aria-hidden />
          ) : isDragAccept || shown ? (
            <IconFileCheck size={28} color="var(--mantine-color-sahajTeal-7)" aria-hidden />
          ) : (
            <IconUpload size={28} color="var(--mantine-color-warmGray-6)" aria-hidden />
          )}
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
      </Box>
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
