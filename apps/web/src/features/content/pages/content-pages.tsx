import { Anchor, Box, Container, Group, Paper, Text } from '@mantine/core';
import type { ContentSlug } from '@sahaj/contract';
import { Link } from 'react-router';
import { Logo } from '../../auth';
import { ContentDocument } from '../components/content-document';
import { PUBLIC_CONTENT_PATH } from '../paths';

const OTHER: Record<ContentSlug, { slug: ContentSlug; label: string }> = {
  'privacy-policy': { slug: 'confidentiality-agreement', label: 'Confidentiality agreement and terms of use' },
  'confidentiality-agreement': { slug: 'privacy-policy', label: 'Privacy policy' },
};

/** A document readable before signing in (the sign-up forms open it in a new tab). */
function PublicContentPage({ slug }: { slug: ContentSlug }) {
  const other = OTHER[slug];
  return (
    <Box mih="100dvh" bg="warmGray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-warmGray-2)' }}>
        <Container size="md" py="sm">
          <Logo />
        </Container>
      </Box>
      <Container component="main" size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
          <ContentDocument slug={slug} />
        </Paper>
      </Container>
      <Box component="footer" pb="xl">
        <Container size="md">
          <Group gap="xs" justify="center">
            <Text size="sm" c="dimmed">
              See also
            </Text>
            <Anchor component={Link} to={PUBLIC_CONTENT_PATH[other.slug]} size="sm" fw={600} underline="always">
              {other.label}
            </Anchor>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}

/** The same document inside the signed-in shell (corporate profile links). */
function ShellContentPage({ slug }: { slug: ContentSlug }) {
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder maw={860} mx="auto">
      <ContentDocument slug={slug} />
    </Paper>
  );
}

export const PrivacyPolicyPage = () => <PublicContentPage slug="privacy-policy" />;
export const ConfidentialityAgreementPage = () => <PublicContentPage slug="confidentiality-agreement" />;
export const ShellPrivacyPolicyPage = () => <ShellContentPage slug="privacy-policy" />;
export const ShellConfidentialityAgreementPage = () => <ShellContentPage slug="confidentiality-agreement" />;
