import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notify } from '../../../lib/notify';
import { useDownloadExport } from '../api/download-export';
import { Section } from './section';

/** The right of access: everything we hold about the patient, as one ZIP. */
export function ExportSection() {
  const download = useDownloadExport();
  return (
    <Section
      id="export-heading"
      title="Download your data"
      hint="One ZIP file with your profile, sessions, messages, health records and their files, medications, answers and payments."
    >
      <Button
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={download.isPending}
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: (name) => notify.success(`Downloaded ${name}`),
            onError: (err) => notify.error(err),
          })
        }
        style={{ alignSelf: 'flex-start' }}
      >
        Download my data
      </Button>
      <Text size="xs" c="dimmed">
        You can download it up to 5 times an hour.
      </Text>
    </Section>
  );
}
