import {
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BANNER_AUDIENCE_LABELS,
  BANNER_AUDIENCE_VALUES,
  type BannerAudienceValue,
  formatDateTime,
  localTimeZone,
  wallTimeToInstant,
} from '@sahaj/contract';
import { notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import { useAddBanner, useAdminBanners, useDeleteBanner } from '../api/admin-banners';

interface BannerForm {
  text: string;
  linkUrl: string;
  linkLabel: string;
  audiences: BannerAudienceValue[];
  startsAt: string;
  endsAt: string;
}

/**
 * A datetime-local value ('2026-12-01T09:30', the admin's own clock) as an instant, through the contract's
 * zone rules: a time that does not exist in the admin's zone (a DST gap) is sent empty, and the server
 * names the field, rather than being shifted by the browser's parser.
 */
const instantOf = (local: string, zone: string) => {
  const [day, time] = local.split('T');
  return day && time ? (wallTimeToInstant(day, time.slice(0, 5), zone)?.toISOString() ?? '') : '';
};

/** /admin/banners: the announcement above the header (issue 23) — who sees it and when. */
export function AdminBannersPage() {
  const banners = useAdminBanners();
  const add = useAddBanner();
  const remove = useDeleteBanner();
  const form = useForm<BannerForm>({
    initialValues: { text: '', linkUrl: '', linkLabel: '', audiences: ['patient'], startsAt: '', endsAt: '' },
  });
  const now = Date.now();
  const zone = localTimeZone();
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1}>Site banner</Title>
        <Card padding="lg" withBorder component="section" aria-labelledby="add-banner">
          <form
            onSubmit={form.onSubmit((v) =>
              add.mutate(
                {
                  text: v.text,
                  linkUrl: v.linkUrl || null,
                  linkLabel: v.linkLabel || null,
                  audiences: v.audiences,
                  startsAt: instantOf(v.startsAt, zone),
                  endsAt: instantOf(v.endsAt, zone),
                },
                {
                  onSuccess: (r) => {
                    notify.success(r.message);
                    form.reset();
                  },
                  onError: (err) => showServerError(err, formErrorTarget(form)),
                },
              ),
            )}
          >
            <Stack gap="sm">
              <Title order={2} size="h4" id="add-banner">
                Add an announcement
              </Title>
              <Textarea
                label="Announcement"
                withAsterisk
                maxLength={280}
                autosize
                minRows={2}
                {...form.getInputProps('text')}
              />
              <Group grow align="flex-start">
                <TextInput
                  label="Link (optional)"
                  placeholder="/user/base/home/therapists or https://…"
                  {...form.getInputProps('linkUrl')}
                />
                <TextInput label="Link label" maxLength={40} {...form.getInputProps('linkLabel')} />
              </Group>
              <Checkbox.Group label="Who sees it" withAsterisk {...form.getInputProps('audiences')}>
                <Group mt={6}>
                  {BANNER_AUDIENCE_VALUES.map((a) => (
                    <Checkbox key={a} value={a} label={BANNER_AUDIENCE_LABELS[a]} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Group grow align="flex-start">
                <TextInput
                  type="datetime-local"
                  label={`Starts (${zone})`}
                  withAsterisk
                  {...form.getInputProps('startsAt')}
                />
                <TextInput
                  type="datetime-local"
                  label={`Ends (${zone})`}
                  withAsterisk
                  {...form.getInputProps('endsAt')}
                />
              </Group>
              <Group justify="flex-end">
                <Button type="submit" loading={add.isPending}>
                  Add banner
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
        <Card padding="lg" withBorder component="section" aria-labelledby="banners">
          <Title order={2} size="h4" id="banners" mb="sm">
            Announcements
          </Title>
          {banners.data?.banners.length ? (
            <Table.ScrollContainer minWidth={640}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Announcement</Table.Th>
                    <Table.Th>Who</Table.Th>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Dismissed by</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {banners.data.banners.map((b) => {
                    const live = Date.parse(b.startsAt) <= now && Date.parse(b.endsAt) > now;
                    return (
                      <Table.Tr key={b._id}>
                        <Table.Td>
                          <Text size="sm">{b.text}</Text>
                          {live ? (
                            <Badge size="sm" mt={4}>
                              Showing now
                            </Badge>
                          ) : null}
                        </Table.Td>
                        <Table.Td>{b.audiences.map((a) => BANNER_AUDIENCE_LABELS[a]).join(', ')}</Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            {formatDateTime(b.startsAt)} – {formatDateTime(b.endsAt)}
                          </Text>
                        </Table.Td>
                        <Table.Td>{b.dismissals}</Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="default"
                            color="red"
                            aria-label={`Delete the announcement: ${b.text}`}
                            onClick={() =>
                              remove.mutate(b._id, {
                                onSuccess: (r) => notify.success(r.message),
                                onError: (e) => notify.error(e),
                              })
                            }
                          >
                            Delete
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Text c="dimmed">{banners.isPending ? 'Loading…' : 'No announcements yet.'}</Text>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
