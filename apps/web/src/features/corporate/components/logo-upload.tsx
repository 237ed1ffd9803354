import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { LOGO_MAX_BYTES, MSG } from '@sahaj/contract';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useUploadCompanyLogo } from '../api/upload-company-logo';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The company logo and 'Change logo' (PATCH companies/{id}/upload/file, field 'files'). Images only
 * (PNG, JPEG, WebP) up to 2 MB: refused here by type and size at once, and by content on the server.
 */
export function LogoUpload({ companyId, logo, name }: { companyId: string; logo: string | null; name: string }) {
  const upload = useUploadCompanyLogo();
  const [problem, setProblem] = useState<string | null>(null);

  function take(file: File | null) {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setProblem(MSG.logoImagesOnly);
    if (file.size > LOGO_MAX_BYTES) return setProblem(MSG.logoTooLarge);
    setProblem(null);
    upload.mutate(
      { companyId, file },
      {
        onSuccess: (r) => notify.success(r.message || MSG.logoChanged),
        onError: (err) => setProblem(err instanceof Error ? err.message : MSG.somethingWentWrong),
      },
    );
  }

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={logo} name={name} alt={`${name} logo`} size={88} radius="md" color="sahajTeal" />
      <Stack gap={4}>
        <FileButton onChange={take} accept={IMAGE_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoUp size={18} aria-hidden />}
              loading={upload.isPending}
            >
              Change logo
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          PNG, JPEG or WebP, up to 2 MB
        </Text>
        {problem && (
          <Text size="sm" c="red.9" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
