import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { ARTICLES_PATH, type WpPost } from '@sahaj/contract';
import { Link } from 'react-router';
import { postView } from '../lib/post-view';
import { ArticleCover } from './article-cover';

/** A card of the list and of 'You May Also Like': cover, title, excerpt and read time (spec 03 §2). */
export function ArticleCard({ post }: { post: WpPost }) {
  const v = postView(post);
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={`article-${post.id}`} h="100%">
      <Card.Section>
        <ArticleCover src={v.cover} height={160} />
      </Card.Section>
      <Group gap={6} mt="sm">
        {v.categories.slice(0, 2).map((c) => (
          <Badge key={c} variant="light" size="sm">
            {c}
          </Badge>
        ))}
      </Group>
      <Title order={3} size="h4" mt="xs" id={`article-${post.id}`}>
        <Text component={Link} to={`${ARTICLES_PATH}/${post.slug}`} inherit c="inherit" td="none">
          {v.title}
        </Text>
      </Title>
      <Text size="sm" c="dimmed" mt={6} lineClamp={3}>
        {v.excerpt}
      </Text>
      <Text size="xs" c="dimmed" mt="sm">
        {v.readTime} min read
      </Text>
    </Card>
  );
}
