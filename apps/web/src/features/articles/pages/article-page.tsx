import { Anchor, Badge, Breadcrumbs, Group, Loader, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { ARTICLES_MSG, ARTICLES_PATH, formatDate } from '@sahaj/contract';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { usePostBySlug, useRelated } from '../api/get-post';
import { ArticleCard } from '../components/article-card';
import { ArticleCover } from '../components/article-cover';
import { postView } from '../lib/post-view';

/** articles-blogs/{slug} (spec 03 §2): the article and 'You May Also Like'. An earlier slug moves to the current one. */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const post = usePostBySlug(slug);
  const related = useRelated(post.data);

  useEffect(() => {
    if (post.data && post.data.slug !== slug) navigate(`${ARTICLES_PATH}/${post.data.slug}`, { replace: true });
  }, [post.data, slug, navigate]);

  if (post.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label="Loading the article" />
      </Group>
    );
  }
  if (post.isError || !post.data) {
    return (
      <EmptyState
        title={post.isError ? post.error.message : ARTICLES_MSG.noArticle}
        action={
          <Anchor component={Link} to={ARTICLES_PATH}>
            All articles
          </Anchor>
        }
      />
    );
  }
  const v = postView(post.data);
  return (
    <Stack gap="lg" maw={820}>
      <Breadcrumbs>
        <Anchor component={Link} to={ARTICLES_PATH}>
          Articles &amp; Blogs
        </Anchor>
        <Text size="sm">{v.title}</Text>
      </Breadcrumbs>
      <article aria-labelledby="article-title">
        <Stack gap="sm">
          <Group gap={6}>
            {v.categories.map((c) => (
              <Badge key={c} variant="light">
                {c}
              </Badge>
            ))}
          </Group>
          <Title order={1} size="h2" id="article-title">
            {v.title}
          </Title>
          <Text size="sm" c="dimmed">
            {[v.author, formatDate(`${v.date}Z`), `${v.readTime} min read`].filter(Boolean).join(' · ')}
          </Text>
          <ArticleCover src={v.cover} height={280} priority />
          <Typography>
            {/* The body was sanitised against the allowlist when saved and again when served (server, sanitize-html). */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised article HTML */}
            <div dangerouslySetInnerHTML={{ __html: post.data.content.rendered }} />
          </Typography>
        </Stack>
      </article>
      {related.data && related.data.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="also-like">
          <Title order={2} size="h3" id="also-like">
            You May Also Like
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {related.data.map((p) => (
              <ArticleCard key={p.id} post={p} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
