import {
  Badge,
  Box,
  Button,
  Card,
  Drawer,
  Grid,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  MSG,
  type ProviderListData,
  SEARCH_DEBOUNCE_MS,
  THERAPIST_LIST_LIMIT,
  THERAPIST_SORTS,
  type TherapistSort,
} from '@sahaj/contract';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { type CSSProperties, memo, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PagePager } from '../../../components/page-pager';
import { RefreshingStack } from '../../../components/refreshing-stack';
import { useSession } from '../../../lib/session';
import { useMyCompany } from '../../corporate';
import { useTherapistList } from '../api/list-therapists';
import { CompanyTherapistList } from '../components/company-therapist-list';
import { ListFiltersPanel } from '../components/list-filters';
import { TherapistCard, TherapistCardSkeleton } from '../components/therapist-card';
import {
  activeFilterCount,
  filtersFromParams,
  filtersToParams,
  type ListFilters,
  listBody,
  SORT_LABELS,
} from '../lib/list-params';
import { toCard } from '../lib/to-card';

const SORT_OPTIONS = THERAPIST_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }));

/**
 * therapists and view-doctors: the therapist list with filters, sort and paging (10 a page). A corporate
 * patient whose company credits they may spend sees their company's chosen therapists first (spec 03
 * §6), and can switch to every therapist to pay personally (`all=1` in the address).
 */
export function TherapistsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const session = useSession();
  const isPatient = session?.userType === 'patient';
  const mine = useMyCompany(isPatient);
  const membership = mine.data?.membership;
  const company = membership?.canUseCredits ? membership.companyDetails : null;
  const deciding = isPatient && mine.isPending;
  const companyView = !!company && !filters.everyone;
  const list = useTherapistList(listBody(filters), !companyView);
  const [drawerOpen, drawer] = useDisclosure(false);
  const [clearCount, setClearCount] = useState(0);
  // The filters are drawn once: beside the list from md up, else in the bottom drawer. (Both at once
  // cost a phone three hidden comboboxes, each measured for its dropdown, on every render.)
  // The theme's md breakpoint, the one the Filters button's hiddenFrom="md" uses.
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, false, { getInitialValueInEffect: false });
  // The cards follow the answer a beat later, in a render React may pause: a query's answer renders
  // at once and without a break (useSyncExternalStore), which on a phone was one long task for ten cards.
  const doctors = useDeferredValue(list.data?.doctors);

  // Each change is a step Back can undo; typing in the name box only replaces the last step.
  // flushSync: the change is rendered as soon as the router has it, not in a transition React may
  // put off. Each handler builds the address from the filters of the render it belongs to, so a
  // second change made before the first had rendered (a specialisation, then a sort, on a busy
  // phone) dropped the first from the address.
  const update = (patch: Partial<ListFilters>, replace = false) =>
    setParams(filtersToParams({ ...filters, page: 0, ...patch }), { replace, flushSync: true });
  const clear = () => {
    setParams(
      filtersToParams({ ...filtersFromParams(new URLSearchParams()), sort: filters.sort, everyone: filters.everyone }),
      { flushSync: true },
    );
    setClearCount((n) => n + 1);
  };

  // The name search follows typing 500 ms late, trimmed (spec 03 §5).
  const [text, setText] = useState(filters.text);
  const [debouncedText] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const pushedText = useRef(filters.text);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the typed text only
  useEffect(() => {
    if (debouncedText === filters.text) return;
    pushedText.current = debouncedText;
    update({ text: debouncedText }, true);
  }, [debouncedText]);
  // The address changed from elsewhere (a header search, Back, Clear filters): show it in the box,
  // but never overwrite what is being typed with the text this box itself sent.
  useEffect(() => {
    if (filters.text !== pushedText.current) {
      pushedText.current = filters.text;
      setText(filters.text);
    }
  }, [filters.text]);

  const count = list.data?.count ?? 0;
  const nFilters = activeFilterCount(filters);
  // The name box of both views (the company's list and every therapist): the same typed text feeds either.
  const nameSearch = (style?: CSSProperties) => (
    <TextInput
      label="Search by name"
      placeholder="Therapist name"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      style={style}
    />
  );
  const panel = <ListFiltersPanel key={clearCount} value={filters} onChange={update} onClear={clear} />;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Find a therapist</Title>
        <Text c="dimmed">
          {companyView
            ? `${companyName(company)} chose these therapists for you; sessions with them are paid from its credits.`
            : company
              ? `Every approved therapist with free times. Sessions with therapists ${companyName(company)} did not choose are paid by you.`
              : 'Every therapist here is approved and has free times in the next weeks.'}
        </Text>
      </Stack>
      {company && (
        <SegmentedControl
          aria-label="Which therapists"
          data={[
            { value: 'company', label: 'Covered by my company' },
            { value: 'all', label: 'All therapists' },
          ]}
          value={companyView ? 'company' : 'all'}
          onChange={(v) => update({ everyone: v === 'all' })}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        />
      )}
      {deciding ? (
        <Stack gap="md" role="status" aria-label="Loading therapists">
          {[0, 1, 2].map((k) => (
            <TherapistCardSkeleton key={k} />
          ))}
        </Stack>
      ) : companyView ? (
        <Stack gap="md" maw={760}>
          {nameSearch()}
          <CompanyTherapistList
            companyId={company.companyId}
            companyName={companyName(company)}
            text={filters.text}
            onShowAll={() => update({ everyone: true, text: '' })}
          />
        </Stack>
      ) : (
        <Grid gap="lg">
          {wide && (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Card padding="lg" component="section" aria-labelledby="filters-heading">
                <Title order={2} size="h4" id="filters-heading" mb="md">
                  Filters
                </Title>
                {panel}
              </Card>
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Group gap="sm" align="flex-end" wrap="wrap">
                {nameSearch({ flex: '1 1 220px' })}
                {/* The browser's own list: a phone shows its native picker, and nothing is kept
                    mounted and positioned beside the page (a Select's dropdown was, on every render). */}
                <NativeSelect
                  label="Sort by"
                  data={SORT_OPTIONS}
                  value={filters.sort}
                  onChange={(e) => update({ sort: e.currentTarget.value as TherapistSort })}
                  size="md"
                  style={{ flex: '1 1 180px' }}
                />
                <Button
                  hiddenFrom="md"
                  variant="default"
                  size="md"
                  leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                  rightSection={
                    nFilters ? (
                      <Badge size="sm" circle>
                        {nFilters}
                      </Badge>
                    ) : null
                  }
                  onClick={drawer.open}
                  style={{ flex: '0 0 auto' }}
                >
                  Filters
                </Button>
              </Group>

              {/* The count's line is there before the count (a space): the placeholders below it do not
                  move down when it arrives, a beat before the cards (a layout shift on phones). */}
              <Box aria-live="polite">
                <Text size="sm" c="dimmed">
                  {list.isSuccess ? (count === 1 ? '1 therapist' : `${count} therapists`) : '\u00a0'}
                </Text>
              </Box>

              {list.isPending || (list.isSuccess && !doctors) ? (
                <Stack gap="md" role="status" aria-label="Loading therapists">
                  {[0, 1, 2, 3].map((k) => (
                    <TherapistCardSkeleton key={k} />
                  ))}
                </Stack>
              ) : list.isError ? (
                <LoadError error={list.error} onRetry={() => list.refetch()} />
              ) : !doctors || doctors.length === 0 ? (
                <EmptyState
                  title={MSG.noTherapistsFound}
                  hint={
                    nFilters
                      ? 'Try fewer filters or another spelling of the name.'
                      : 'No therapist has free times just now. Please check back soon.'
                  }
                  action={
                    nFilters ? (
                      <Button variant="light" onClick={clear}>
                        Clear filters
                      </Button>
                    ) : null
                  }
                  minHeight="30vh"
                />
              ) : (
                <TherapistCards doctors={doctors} stale={list.isPlaceholderData} />
              )}

              <PagePager
                count={count}
                limit={THERAPIST_LIST_LIMIT}
                page={filters.page}
                onPage={(page) => {
                  update({ page });
                  window.scrollTo({ top: 0 });
                }}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      <Drawer opened={drawerOpen && !wide} onClose={drawer.close} title="Filters" position="bottom" size="auto">
        <Stack gap="md" pb="md">
          {panel}
          <Button onClick={drawer.close}>Show {count === 1 ? '1 therapist' : `${count} therapists`}</Button>
        </Stack>
      </Drawer>
    </Stack>
  );
}

type ListedTherapist = ProviderListData['doctors'][number];

/** The page's cards, drawn again only when the list changes (not as the filters or the name box do). */
const TherapistCards = memo(function TherapistCards({
  doctors,
  stale,
}: {
  doctors: ListedTherapist[];
  stale: boolean;
}) {
  return (
    <RefreshingStack busy={stale} gap="md">
      {doctors.map((d) => (
        <ListedTherapistCard key={d._id} d={d} />
      ))}
    </RefreshingStack>
  );
});

/** One card, kept while its therapist's row is the same object (the query shares unchanged rows). */
const ListedTherapistCard = memo(function ListedTherapistCard({ d }: { d: ListedTherapist }) {
  return <TherapistCard t={toCard(d)} />;
});

const companyName = (c: { companyName: string | null }) => c.companyName ?? 'Your company';
