import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { SHELL_CONTENT_PATH } from '../../content';

/** The privacy policy and confidentiality agreement, in a new tab. */
export function PrivacyLinks() {
  return (
    <Stack gap={6}>
      <Title order={2} size="h4">
        Your privacy
      </Title>
      <Group gap="lg">
        <Anchor href={SHELL_CONTENT_PATH['privacy-policy']} target="_blank" rel="noopener" underline="always">
          <Group gap={6} wrap="nowrap" component="span">
            <IconFileText size={18} aria-hidden />
            Privacy policy
          </Group>
        </Anchor>
        <Anchor
          href={SHELL_CONTENT_PATH['confidentiality-agreement']}
          target="_blank"
          rel="noopener"
          underline="always"
        >
          <Group gap={6} wrap="nowrap" component="span">
            <IconFileText size={18} aria-hidden />
            Confidentiality agreement
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
