import { Alert, Button, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ContentBlock, type ContentSlug, formatDay } from '@sahaj/contract';
import { errorMessage } from '../../../lib/notify';
import { useContentPage } from '../api/get-content-page';

/**
 * A static document from the server: its heading (h1), the date it last changed, then its blocks.
 * A block's heading opens a section (h2), its title a part of that section (h3).
 */
export function ContentDocument({ slug }: { slug: ContentSlug }) {
  const query = useContentPage(slug);
  if (query.isPending) {
    return (
      <Stack aria-busy="true" role="status" aria-label="Loading the document" gap="md">
        <Skeleton h={36} w="60%" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={72} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={1}>We could not load this page</Title>
        <Alert color="red" variant="light" w="100%">
          {errorMessage(query.error)}
        </Alert>
        <Button variant="light" onClick={() => query.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const page = query.data;
  return (
    <Stack component="article" gap="md" aria-labelledby={`${slug}-heading`}>
      <div>
        <Title order={1} id={`${slug}-heading`}>
          {page.heading}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Last updated {formatDay(page.lastUpdated)}
        </Text>
      </div>
      {page.blocks.map((block, i) => (
        // The blocks are a fixed document, never reordered: the position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Block key={i} block={block} />
      ))}
    </Stack>
  );
}

function Block({ block }: { block: ContentBlock }) {
  return (
    <Stack gap={6} mt={block.heading ? 'sm' : 0}>
      {block.heading && (
        <Title order={2} size="h3">
          {block.heading}
        </Title>
      )}
      {block.title && (
        <Title order={3} size="h4">
          {block.title}
        </Title>
      )}
      {block.description && <Text>{block.description}</Text>}
      {block.bullets && (
        <List spacing={6} pl="xs">
          {block.bullets.map((b) => (
            <List.Item key={b}>{b}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
