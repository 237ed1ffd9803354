import { Button, Card, Center, Group, Image, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { shortenFileName } from '@sahaj/contract';
import { IconExternalLink, IconFileOff, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { openAuthorisedFile, useAuthorisedFileUrl } from '../../therapist-profile';

/**
 * An uploaded document, fetched with the admin's token into a blob URL (never a public address):
 * a thumbnail that opens a large preview.
 */
export function DocumentThumb({
  url,
  fileName,
  label,
}: {
  url: string | null;
  fileName: string | null;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const file = useAuthorisedFileUrl(url);
  // Certificates may be PDFs (issue 20 #9): they show as a PDF tile and open in a new tab.
  const pdf = /\.pdf$/i.test(fileName ?? '');
  if (!url)
    return (
      <Group gap={6} c="orange.8">
        <IconFileOff size={16} aria-hidden />
        <Text size="sm">No document uploaded</Text>
      </Group>
    );
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={`Open document ${fileName ?? label}`}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
        data-testid="document-thumb"
      >
        <Card padding={4} w={132}>
          <Center h={88} bg="warmGray.0" style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
            {file.isPending ? (
              <Loader size="sm" />
            ) : file.isError ? (
              <Text size="xs" c="red.9" ta="center" px={4}>
                Could not load
              </Text>
            ) : pdf ? (
              <IconFileTypePdf size={40} stroke={1.4} color="var(--mantine-color-red-8)" aria-label={`${label} PDF`} />
            ) : (
              <Image src={file.data} alt={`${label} document`} h={88} w="100%" fit="cover" />
            )}
          </Center>
          <Text size="xs" mt={4} truncate title={fileName ?? undefined}>
            {fileName ? shortenFileName(fileName) : 'Document'}
          </Text>
        </Card>
      </UnstyledButton>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={`${label}: ${fileName ?? 'document'}`}
        size="xl"
        centered
      >
        <Stack>
          {pdf ? (
            <Text>This document is a PDF: open it in a new tab to read it.</Text>
          ) : file.data ? (
            <Image src={file.data} alt={`${label} document, full size`} fit="contain" mah="70vh" />
          ) : (
            <Center h={200}>
              <Loader />
            </Center>
          )}
          <Group justify="flex-end">
            <Button
              variant="light"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              onClick={() => openAuthorisedFile(url).catch((err) => notify.error(err))}
            >
              Open in new tab
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
