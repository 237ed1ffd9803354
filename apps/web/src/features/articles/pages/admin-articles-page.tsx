import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  FileButton,
  Grid,
  Group,
  MultiSelect,
  NavLink,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
  Typography,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminArticle } from '@sahaj/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import {
  previewArticle,
  useAddAuthor,
  useAdminArticle,
  useAdminArticles,
  useArticleAuthors,
  useSaveArticle,
  useSetArticleCover,
  useSetArticleStatus,
} from '../api/admin-articles';
import { useCategories } from '../api/list-categories';

interface EditorValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  categoryIds: string[];
  authorId: string | null;
}
const EMPTY: EditorValues = { title: '', slug: '', excerpt: '', content: '', categoryIds: [], authorId: null };
const valuesOf = (a: AdminArticle): EditorValues => ({
  title: a.title,
  slug: a.slug,
  excerpt: a.excerpt,
  content: a.content,
  categoryIds: a.categories.map((c) => String(c._id)),
  authorId: String(a.author._id),
});

/**
 * /admin/articles (issue 23): our own editor. Write a draft (HTML body), preview it exactly as readers
 * get it (the server's sanitising), publish or unpublish, set a cover; a renamed slug keeps working.
 */
export function AdminArticlesPage() {
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  const id = editing && editing !== 'new' ? Number(editing) : null;
  const list = useAdminArticles();
  const article = useAdminArticle(id);
  const categories = useCategories();
  const authors = useArticleAuthors();
  const addAuthor = useAddAuthor();
  const save = useSaveArticle();
  const status = useSetArticleStatus();
  const cover = useSetArticleCover();
  const [tab, setTab] = useState<string | null>('write');
  const [preview, setPreview] = useState<{ rendered: string; readTime: number } | null>(null);
  const [newAuthor, setNewAuthor] = useState('');
  const form = useForm<EditorValues>({ initialValues: EMPTY });

  // biome-ignore lint/correctness/useExhaustiveDependencies: load the form once per article opened
  useEffect(() => {
    if (id === null) form.setValues(EMPTY);
    else if (article.data) form.setValues(valuesOf(article.data));
    form.resetDirty();
    setTab('write');
  }, [id, article.data?._id]);

  const open = (next: string) => setParams(next ? { edit: next } : {}, { replace: false });

  const showPreview = async () => {
    setTab('preview');
    try {
      setPreview(await previewArticle(form.values.content));
    } catch (err) {
      notify.error(err);
    }
  };

  const submit = form.onSubmit((v) =>
    save.mutate(
      {
        id,
        body: {
          title: v.title,
          slug: v.slug,
          excerpt: v.excerpt,
          content: v.content,
          categoryIds: v.categoryIds.map(Number),
          authorId: Number(v.authorId),
        },
      },
      {
        onSuccess: (r) => {
          notify.success(r.message);
          if (id === null) open(String(r.article._id));
          else form.setValues(valuesOf(r.article));
        },
        onError: (err) => showServerError(err, formErrorTarget(form)),
      },
    ),
  );

  const current = article.data;
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Articles</Title>
          <Button onClick={() => open('new')}>New article</Button>
        </Group>
        {list.data?.source === 'wordpress' ? (
          <Alert color="yellow.9" title="Readers see a WordPress site's articles">
            ARTICLES_SOURCE is set to wordpress, so what you write here is kept but not shown to readers.
          </Alert>
        ) : null}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder padding="xs" component="nav" aria-label="Articles">
              {(list.data?.articles ?? []).map((a) => (
                <NavLink
                  key={a._id}
                  active={a._id === id}
                  label={a.title}
                  description={`${a.status === 'publish' ? 'Published' : 'Draft'} · ${a.readTime} min`}
                  onClick={() => open(String(a._id))}
                />
              ))}
              {list.isPending ? <Text c="dimmed">Loading…</Text> : null}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {editing === null ? (
              <Text c="dimmed">Choose an article to edit, or write a new one.</Text>
            ) : (
              <Card withBorder padding="lg" component="section" aria-labelledby="editor-title">
                <form onSubmit={submit}>
                  <Stack gap="sm">
                    <Group justify="space-between">
                      <Title order={2} size="h3" id="editor-title">
                        {id === null ? 'New article' : 'Edit article'}
                      </Title>
                      {current ? (
                        <Badge color={current.status === 'publish' ? 'teal.9' : 'gray.7'}>
                          {current.status === 'publish' ? 'Published' : 'Draft'}
                        </Badge>
                      ) : null}
                    </Group>
                    <TextInput label="Title" withAsterisk maxLength={200} {...form.getInputProps('title')} />
                    <TextInput
                      label="Slug"
                      description="The address: lower-case words and hyphens. Empty: made from the title. A changed slug keeps the old address working."
                      maxLength={80}
                      {...form.getInputProps('slug')}
                    />
                    {current?.oldSlugs.length ? (
                      <Text size="xs" c="dimmed">
                        Earlier addresses that still lead here: {current.oldSlugs.join(', ')}
                      </Text>
                    ) : null}
                    <Textarea label="Excerpt" maxLength={600} autosize minRows={2} {...form.getInputProps('excerpt')} />
                    <MultiSelect
                      label="Categories"
                      data={(categories.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                      searchable
                      {...form.getInputProps('categoryIds')}
                    />
                    <Group align="flex-end" gap="xs">
                      <Select
                        label="Author"
                        withAsterisk
                        style={{ flex: 1 }}
                        data={(authors.data?.authors ?? []).map((a) => ({ value: String(a._id), label: a.name }))}
                        {...form.getInputProps('authorId')}
                      />
                      <TextInput
                        label="New author"
                        value={newAuthor}
                        onChange={(e) => setNewAuthor(e.currentTarget.value)}
                        maxLength={80}
                      />
                      <Button
                        variant="default"
                        disabled={!newAuthor.trim()}
                        loading={addAuthor.isPending}
                        onClick={() =>
                          addAuthor.mutate(newAuthor.trim(), {
                            onSuccess: (r) => {
                              form.setFieldValue('authorId', String(r.author._id));
                              setNewAuthor('');
                            },
                            onError: (e) => notify.error(e),
                          })
                        }
                      >
                        Add author
                      </Button>
                    </Group>
                    <Tabs value={tab} onChange={(t) => (t === 'preview' ? void showPreview() : setTab(t))}>
                      <Tabs.List>
                        <Tabs.Tab value="write">Write</Tabs.Tab>
                        <Tabs.Tab value="preview">Preview</Tabs.Tab>
                      </Tabs.List>
                      <Tabs.Panel value="write" pt="xs">
                        <Textarea
                          label="Body (HTML)"
                          description="Headings, paragraphs, lists, links, images and tables. Scripts, styles and event handlers are removed when saved."
                          autosize
                          minRows={12}
                          ff="monospace"
                          {...form.getInputProps('content')}
                        />
                      </Tabs.Panel>
                      <Tabs.Panel value="preview" pt="xs">
                        {preview ? (
                          <Stack gap="xs">
                            <Text size="sm" c="dimmed">
                              As readers will see it · {preview.readTime} min read
                            </Text>
                            <Typography>
                              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's preview */}
                              <div dangerouslySetInnerHTML={{ __html: preview.rendered }} />
                            </Typography>
                          </Stack>
                        ) : (
                          <Text c="dimmed">Loading the preview…</Text>
                        )}
                      </Tabs.Panel>
                    </Tabs>
                    <Group justify="space-between" wrap="wrap">
                      <Group gap="xs">
                        {current ? (
                          <FileButton
                            accept="image/jpeg,image/png,image/webp"
                            onChange={(file) =>
                              file &&
                              cover.mutate(
                                { id: current._id, file },
                                { onSuccess: (r) => notify.success(r.message), onError: (e) => notify.error(e) },
                              )
                            }
                          >
                            {(props) => (
                              <Button variant="default" loading={cover.isPending} {...props}>
                                {current.hasCover ? 'Change cover' : 'Add cover'}
                              </Button>
                            )}
                          </FileButton>
                        ) : null}
                      </Group>
                      <Group gap="xs">
                        <Button type="submit" variant="default" loading={save.isPending}>
                          Save
                        </Button>
                        {current ? (
                          <Button
                            loading={status.isPending}
                            disabled={form.isDirty()}
                            title={form.isDirty() ? 'Save your changes first' : undefined}
                            onClick={() =>
                              status.mutate(
                                { id: current._id, status: current.status === 'publish' ? 'draft' : 'publish' },
                                { onSuccess: (r) => notify.success(r.message), onError: (e) => notify.error(e) },
                              )
                            }
                          >
                            {current.status === 'publish' ? 'Unpublish' : 'Publish'}
                          </Button>
                        ) : null}
                      </Group>
                    </Group>
                  </Stack>
                </form>
              </Card>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
