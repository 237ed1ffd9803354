import { Alert, Button, Card, Collapse, Group, Paper, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import {
  type CompanyProviderListQuery,
  DEFAULT_THERAPIST_SORT,
  MSG,
  PROCEED_REDIRECT_MS,
  THERAPIST_LIST_LIMIT,
  THERAPIST_SORTS,
  type TherapistSort,
} from '@sahaj/contract';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PagePager } from '../../../components/page-pager';
import { RefreshingStack } from '../../../components/refreshing-stack';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notify } from '../../../lib/notify';
import { type ListFilters, ListFiltersPanel, SORT_LABELS } from '../../discovery';
import { addProviderToCompany } from '../api/add-provider';
import { useCompanyProfile } from '../api/get-company-profile';
import { corporateKeys } from '../api/keys';
import { useCompanyProviders } from '../api/list-company-providers';
import { PageHeader } from '../components/page-header';
import { type TherapistRow, TherapistRows } from '../components/therapist-rows';
import { CORPORATE_PATHS } from '../lib/paths';

const NO_FILTERS: ListFilters = {
  page: 0,
  text: '',
  specialization: [],
  gender: 'All',
  sort: DEFAULT_THERAPIST_SORT,
  city: '',
  languagesKnown: [],
  everyone: false,
};

const queryOf = (f: ListFilters): CompanyProviderListQuery => ({
  page: f.page,
  limit: THERAPIST_LIST_LIMIT,
  text: f.text || undefined,
  specialization: f.specialization,
  gender: f.gender,
  sort: f.sort,
  city: f.city || undefined,
  languagesKnown: f.languagesKnown,
});

/**
 * corporate/dashboard/add-doctor, 'Therapist selection' (spec 03 §2, §4, §5): search (trimmed,
 * non-empty; back to page 0), filters applied with Apply, the table with checkboxes (already-added
 * therapists ticked and locked), Cancel and Proceed. Choosing stops at the plan's doctorCount
 * ('Maximum therapist selection reached'); Proceed adds each one (one call each) and goes back
 * after 0.5 s. The server enforces the cap too, under concurrency.
 */
export function TherapistSelectionPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const profile = useCompanyProfile();
  const [applied, setApplied] = useState<ListFilters>(NO_FILTERS);
  const [draft, setDraft] = useState<ListFilters>(NO_FILTERS);
  const [text, setText] = useState('');
  const [showFilters, setShowFilters] = useState(false);
  const [picked, setPicked] = useState<Map<string, TherapistRow>>(new Map());
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const list = useCompanyProviders(queryOf(applied));

  const cap = list.data?.doctorCount ?? profile.data?.subscriptionDetails?.doctorCount ?? 0;
  const added = list.data?.selectedCount ?? profile.data?.providersSelected.length ?? 0;

  function search(e: React.FormEvent) {
    e.preventDefault();
    const t = text.trim();
    if (!t && !applied.text) return;
    setApplied((f) => ({ ...f, text: t, page: 0 }));
  }

  function toggle(t: TherapistRow) {
    if (t.locked) return;
    setPicked((m) => {
      const next = new Map(m);
      if (next.has(t._id)) next.delete(t._id);
      else if (added + next.size >= cap) {
        notify.error(MSG.maxTherapistsReached);
        return m;
      } else next.set(t._id, t);
      return next;
    });
  }

  async function proceed() {
    if (!profile.data) return;
    setBusy(true);
    setFailures([]);
    const failed: string[] = [];
    for (const t of picked.values()) {
      try {
        await addProviderToCompany({ companyId: profile.data._id, providerId: t._id });
      } catch (err) {
        failed.push(`${t.fullName}: ${errorMessage(err)}`);
        if (err instanceof ApiError && err.status === 409) break;
      }
    }
    await qc.invalidateQueries({ queryKey: corporateKeys.company });
    setBusy(false);
    if (failed.length) {
      setFailures(failed);
      setPicked(new Map());
      return;
    }
    notify.success(MSG.therapistAdded);
    window.setTimeout(() => navigate(CORPORATE_PATHS.viewTherapists), PROCEED_REDIRECT_MS);
  }

  const rows: TherapistRow[] = (list.data?.doctors ?? []).map((t) => ({
    ...t,
    checked: t.selected || picked.has(t._id),
    locked: t.selected,
  }));
  const noPlan = profile.data && !profile.data.subscriptionDetails;

  return (
    <Stack gap="lg" pb={picked.size > 0 ? 96 : 0}>
      <PageHeader
        title="Therapist selection"
        description={cap > 0 ? `You can add only upto ${cap} therapists` : undefined}
        back={{ to: CORPORATE_PATHS.viewTherapists, label: 'Selected Therapists' }}
      />
      {noPlan && (
        <Alert color="orange" variant="light" title={MSG.planNeeded}>
          A plan sets how many therapists you can choose for your team.
          <Button component={Link} to={CORPORATE_PATHS.plans} size="compact-sm" mt="xs" display="block">
            Explore Plans
          </Button>
        </Alert>
      )}
      {cap > 0 && (
        <Text size="sm" role="status">
          {added} of {cap} added{picked.size ? ` · ${picked.size} chosen now` : ''}
        </Text>
      )}
      <Card padding="md">
        <Stack gap="sm">
          <form onSubmit={search}>
            <Group gap="sm" align="flex-end" wrap="nowrap">
              <TextInput
                label="Search therapist by name"
                placeholder="Name"
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                style={{ flex: 1, minWidth: 0 }}
              />
              <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
                Search
              </Button>
            </Group>
          </form>
          <Group gap="sm">
            <Button
              variant="subtle"
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              onClick={() => setShowFilters((v) => !v)}
              aria-expanded={showFilters}
              aria-controls="therapist-filters"
            >
              Filters
            </Button>
          </Group>
          <Collapse expanded={showFilters} id="therapist-filters">
            <Stack gap="md">
              <ListFiltersPanel
                value={draft}
                onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
                onClear={() => setDraft({ ...NO_FILTERS, text: applied.text })}
              />
              <Select
                label="Sort"
                data={THERAPIST_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
                value={draft.sort}
                onChange={(v) => v && setDraft((d) => ({ ...d, sort: v as TherapistSort }))}
                allowDeselect={false}
                maw={320}
              />
              <Button
                onClick={() => setApplied({ ...draft, text: applied.text, page: 0 })}
                style={{ alignSelf: 'flex-start' }}
              >
                Apply
              </Button>
            </Stack>
          </Collapse>
        </Stack>
      </Card>
      {failures.length > 0 && (
        <Alert color="red" variant="light" role="alert" title="Some therapists were not added">
          {failures.map((f) => (
            <Text key={f} size="sm">
              {f}
            </Text>
          ))}
        </Alert>
      )}
      {list.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading therapists">
          {[0, 1, 2, 3].map((k) => (
            <Skeleton key={k} h={56} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={MSG.noTherapistsToChoose} hint="Try another name or fewer filters." minHeight="30vh" />
      ) : (
        <RefreshingStack busy={list.isPlaceholderData} gap="md">
          <TherapistRows rows={rows} onToggle={toggle} label="Therapists to choose from" />
          <PagePager
            count={list.data.count}
            limit={THERAPIST_LIST_LIMIT}
            page={applied.page}
            onPage={(page) => setApplied((f) => ({ ...f, page }))}
          />
        </RefreshingStack>
      )}
      {picked.size > 0 && (
        <Paper
          shadow="md"
          p="md"
          withBorder
          pos="fixed"
          bottom={16}
          left="50%"
          style={{ transform: 'translateX(-50%)', zIndex: 150, width: 'min(560px, calc(100vw - 32px))' }}
          role="region"
          aria-label="Chosen therapists"
        >
          <Group justify="space-between" gap="sm">
            <Text fw={600}>{picked.size === 1 ? '1 therapist chosen' : `${picked.size} therapists chosen`}</Text>
            <Group gap="sm">
              <Button variant="default" onClick={() => setPicked(new Map())} disabled={busy}>
                Cancel
              </Button>
              <Button color="sahajCoral.8" onClick={proceed} loading={busy}>
                Proceed
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
