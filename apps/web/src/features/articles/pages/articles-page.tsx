import {
  Alert,
  Button,
  Chip,
  Group,
  Loader,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ARTICLES_MSG, ARTICLES_PAGE_SIZE } from '@sahaj/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagePager } from '../../../components/page-pager';
import { useCategories } from '../api/list-categories';
import { usePosts } from '../api/list-posts';
import { ArticleCard } from '../components/article-card';

const ALL = 'all';

/** articles-blogs (spec 03 §2): category chips, search, cards with read time, paging. The filters live in the address. */
export function ArticlesPage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? ALL;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const categories = useCategories();
  const categoryId = categories.data?.items.find((c) => c.slug === category)?.id;
  const posts = usePosts({ page, search: debounced, categoryId });

  const update = (next: { category?: string; page?: number; search?: string }) => {
    const p = new URLSearchParams(params);
    const set = (k: string, v: string | undefined) => (v ? p.set(k, v) : p.delete(k));
    if (next.category !== undefined) set('category', next.category === ALL ? undefined : next.category);
    if (next.search !== undefined) set('search', next.search || undefined);
    set('page', next.page && next.page > 1 ? String(next.page) : undefined);
    setParams(p, { replace: true });
  };

  const waitingForCategory = category !== ALL && categories.isPending;
  const list = posts.data?.items ?? [];

  let body: React.ReactNode;
  if (posts.isError) {
    body = (
      <Alert color="red.9" title="Articles did not load">
        <Text size="sm">{posts.error.message}</Text>
        <Button mt="sm" size="xs" variant="default" onClick={() => posts.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (posts.isPending || waitingForCategory) {
    body = (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label="Loading articles" />
      </Group>
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        title={category !== ALL && !debounced ? ARTICLES_MSG.noArticlesInCategory : ARTICLES_MSG.noArticles}
        hint={debounced ? 'Try other words, or look in All.' : undefined}
        minHeight="30vh"
      />
    );
  } else {
    body = (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={posts.isFetching}>
          {list.map((p) => (
            <ArticleCard key={p.id} post={p} />
          ))}
        </SimpleGrid>
        <PagePager
          count={posts.data?.total ?? 0}
          limit={ARTICLES_PAGE_SIZE}
          page={page - 1}
          onPage={(p) => {
            update({ page: p + 1 });
            window.scrollTo({ top: 0 });
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Articles &amp; Blogs
      </Title>
      <TextInput
        label="Search articles"
        placeholder="Sleep, anxiety, work stress…"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          // The address follows every keystroke (so Back and a shared link keep it); the fetch waits for
          // typing to settle (500 ms, the spec's debounce). A late, delayed address change would cancel a
          // click on a result made meanwhile.
          setSearch(e.currentTarget.value);
          update({ search: e.currentTarget.value.trim(), page: 1 });
        }}
        maw={480}
        maxLength={100}
      />
      <ScrollArea type="never" offsetScrollbars={false}>
        <Chip.Group multiple={false} value={category} onChange={(v) => update({ category: v, page: 1 })}>
          <Group gap="xs" wrap="wrap" role="group" aria-label="Categories">
            <Chip value={ALL} variant="outline">
              All
            </Chip>
            {(categories.data?.items ?? []).map((c) => (
              <Chip key={c.id} value={c.slug} variant="outline">
                {c.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      {body}
    </Stack>
  );
}
