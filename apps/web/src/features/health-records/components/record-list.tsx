import { ActionIcon, Anchor, Button, Card, Group, Image, Modal, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { formatDate, type HealthRecord } from '@sahaj/contract';
import { IconDownload, IconEye, IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import { downloadFile } from '../../../lib/api-client';
import { openAuthorisedFile, useAuthorisedFileUrl } from '../../../lib/authorised-file';
import { notify } from '../../../lib/notify';

const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Saves a record through the API client (the sign-in token, so an old list still downloads). */
const save = (r: HealthRecord) => downloadFile(r.downloadUrl, r.fileName).catch((err: unknown) => notify.error(err));

/** A photo record, fetched through the API client and shown from a blob. */
function PreviewImage({ record }: { record: HealthRecord }) {
  const src = useAuthorisedFileUrl(record.url);
  if (src.isError) return <Text c="dimmed">{record.fileName}</Text>;
  if (!src.data) return <Skeleton h={320} />;
  return <Image src={src.data} alt={record.fileName} fit="contain" mah="70vh" />;
}

/**
 * Health record cards: the spec's cut name (the full name on hover and for screen readers), date and
 * size, View (a photo in a dialog, a PDF in a new tab) and Download through the API client (the lists' links are bound to the reader for 5 minutes), and
 * Delete when `onDelete` is given (the owner only).
 */
export function RecordList({
  records,
  zone,
  onDelete,
  deletingId,
}: {
  records: HealthRecord[];
  zone: string;
  onDelete?: (r: HealthRecord) => void;
  deletingId?: string | null;
}) {
  const [preview, setPreview] = useState<HealthRecord | null>(null);
  return (
    <>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Medical reports">
        {records.map((r) => {
          const pdf = r.mimeType === 'application/pdf';
          const Icon = pdf ? IconFileTypePdf : IconPhoto;
          return (
            <Card component="li" key={r._id} padding="sm" withBorder>
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Icon size={32} stroke={1.5} color="var(--mantine-color-sahajTeal-7)" aria-hidden />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} title={r.fileName}>
                      {r.displayName}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatDate(r.uploadedAt, zone)} · {sizeLabel(r.size)}
                    </Text>
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap">
                  {pdf ? (
                    <Tooltip label="View">
                      <ActionIcon
                        component="a"
                        href={r.url}
                        target="_blank"
                        rel="noopener"
                        onClick={(e: MouseEvent) => {
                          e.preventDefault();
                          openAuthorisedFile(r.url).catch((err: unknown) => notify.error(err));
                        }}
                        variant="subtle"
                        size="lg"
                        aria-label={`View ${r.fileName}`}
                      >
                        <IconEye size={20} />
                      </ActionIcon>
                    </Tooltip>
                  ) : (
                    <Tooltip label="View">
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={`View ${r.fileName}`}
                        onClick={() => setPreview(r)}
                      >
                        <IconEye size={20} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  <Tooltip label="Download">
                    <ActionIcon
                      component="a"
                      href={r.downloadUrl}
                      download={r.fileName}
                      onClick={(e: MouseEvent) => {
                        e.preventDefault();
                        save(r);
                      }}
                      variant="subtle"
                      size="lg"
                      aria-label={`Download ${r.fileName}`}
                    >
                      <IconDownload size={20} />
                    </ActionIcon>
                  </Tooltip>
                  {onDelete && (
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={`Delete ${r.fileName}`}
                        loading={deletingId === r._id}
                        onClick={() => onDelete(r)}
                      >
                        <IconTrash size={20} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
      <Modal opened={preview !== null} onClose={() => setPreview(null)} title={preview?.fileName} size="lg" centered>
        {preview && (
          <Stack>
            <PreviewImage record={preview} />
            <Anchor
              href={preview.downloadUrl}
              download={preview.fileName}
              onClick={(e: MouseEvent) => {
                e.preventDefault();
                save(preview);
              }}
            >
              Download
            </Anchor>
          </Stack>
        )}
      </Modal>
    </>
  );
}

/** A confirm dialog for deleting a record. */
export function ConfirmDelete({
  record,
  onCancel,
  onConfirm,
  loading,
}: {
  record: HealthRecord | null;
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
}) {
  return (
    <Modal opened={record !== null} onClose={onCancel} title="Delete this record?" centered>
      <Stack>
        <Text>{record?.fileName} will be removed for good, also from the therapists you see.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
