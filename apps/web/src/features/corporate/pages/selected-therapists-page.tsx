import { Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MSG, SEARCH_DEBOUNCE_MS } from '@sahaj/contract';
import { IconSearch, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../lib/notify';
import { useCompanyProfile } from '../api/get-company-profile';
import { useSelectedProviders } from '../api/list-selected-providers';
import { useRemoveProviders } from '../api/remove-provider';
import { PageHeader } from '../components/page-header';
import { TherapistRows } from '../components/therapist-rows';
import { CORPORATE_PATHS } from '../lib/paths';

/**
 * Selected Therapists (corporate/view-selected-doctors, dashboard/view-doctors, dashboard/edit-doctors):
 * the therapists the company chose, searchable by full name; a row opens the therapist's profile;
 * Remove takes the ticked ones off the list (disabled with none ticked); 'No Therapists Found'.
 */
export function SelectedTherapistsPage() {
  const navigate = useNavigate();
  const profile = useCompanyProfile();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useSelectedProviders(profile.data?._id, debounced);
  const remove = useRemoveProviders();
  const [ticked, setTicked] = useState<Set<string>>(new Set());

  const cap = list.data?.doctorCount ?? profile.data?.subscriptionDetails?.doctorCount ?? 0;
  const count = profile.data?.providersSelected.length ?? list.data?.count ?? 0;
  const canAdd = cap > count;

  function removeTicked() {
    if (!profile.data || ticked.size === 0) return;
    remove.mutate(
      { companyId: profile.data._id, providerIds: [...ticked] },
      {
        onSuccess: () => {
          notify.success(MSG.therapistRemoved);
          setTicked(new Set());
        },
        onError: (err) => notify.error(err),
      },
    );
  }

  const rows = (list.data?.companyselectedProviders ?? []).map((t) => ({ ...t, checked: ticked.has(t._id) }));
  return (
    <Stack gap="lg">
      <PageHeader
        title="Selected Therapists"
        description={
          cap > 0
            ? `${count} of ${cap} chosen. Your employees can book only these therapists on company credits.`
            : 'Your employees can book only the therapists you choose here.'
        }
        back={{ to: CORPORATE_PATHS.dashboard, label: 'Dashboard' }}
        actions={
          <>
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={ticked.size === 0}
              loading={remove.isPending}
              onClick={removeTicked}
            >
              Remove
            </Button>
            {canAdd ? (
              <Button
                component={Link}
                to={CORPORATE_PATHS.addTherapists}
                leftSection={<IconUserPlus size={16} aria-hidden />}
              >
                Add therapists
              </Button>
            ) : (
              // At the plan's cap (or with no plan) there is nothing to add: a real disabled button, not a dead link.
              <Button leftSection={<IconUserPlus size={16} aria-hidden />} disabled>
                Add therapists
              </Button>
            )}
          </>
        }
      />
      <TextInput
        label="Search by name"
        placeholder="Therapist's full name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maw={420}
      />
      {profile.isPending || list.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading therapists">
          {[0, 1, 2].map((k) => (
            <Skeleton key={k} h={56} radius="md" />
          ))}
        </Stack>
      ) : profile.isError ? (
        <LoadError error={profile.error} onRetry={() => profile.refetch()} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={MSG.noSelectedTherapists}
          hint={
            debounced ? 'No chosen therapist has that name.' : 'Choose the therapists your employees can see and book.'
          }
          action={
            canAdd && !debounced ? (
              <Button component={Link} to={CORPORATE_PATHS.addTherapists}>
                Add therapists
              </Button>
            ) : undefined
          }
          minHeight="30vh"
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Tick therapists to remove them; open a row to see the profile.
          </Text>
          <TherapistRows
            rows={rows}
            label="Selected therapists"
            onToggle={(t) =>
              setTicked((s) => {
                const next = new Set(s);
                if (next.has(t._id)) next.delete(t._id);
                else next.add(t._id);
                return next;
              })
            }
            onOpen={(t) => navigate(CORPORATE_PATHS.therapistProfile(t._id))}
          />
        </Stack>
      )}
    </Stack>
  );
}
