import { Anchor, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useDismissBanner } from '../api/dismiss-banner';
import { useBanner } from '../api/get-banner';

/**
 * The admin's announcement above the header (issue 23): read out by screen readers as a labelled
 * region (not a live alert, it is not urgent), with a link when set and a close button that hides it
 * for this person on every device.
 */
export function SiteBanner() {
  const session = useSession();
  const banner = useBanner(Boolean(session?.token));
  const dismiss = useDismissBanner();
  const b = banner.data;
  if (!b) return null;
  const internal = b.linkUrl?.startsWith('/');
  return (
    <Paper component="section" aria-label="Announcement" radius={0} bg="sahajTeal.9" c="white" px="md" py={6}>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconSpeakerphone size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" c="white">
            {b.text}{' '}
            {b.linkUrl && b.linkLabel ? (
              internal ? (
                <Anchor component={Link} to={b.linkUrl} c="white" fw={700} underline="always" size="sm">
                  {b.linkLabel}
                </Anchor>
              ) : (
                <Anchor
                  href={b.linkUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  c="white"
                  fw={700}
                  underline="always"
                  size="sm"
                >
                  {b.linkLabel}
                </Anchor>
              )
            ) : null}
          </Text>
        </Group>
        <CloseButton
          aria-label="Dismiss announcement"
          variant="transparent"
          c="white"
          onClick={() => dismiss.mutate(b._id)}
          disabled={dismiss.isPending}
        />
      </Group>
    </Paper>
  );
}
