import { Combobox, Group, Loader, Stack, Text, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MSG, SEARCH_DEBOUNCE_MS } from '@sahaj/contract';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTherapistSuggestions } from '../api/list-therapists';
import { TherapistAvatar } from './therapist-avatar';
import { yearsLabel } from './therapist-card';

const HOME = '/user/base/home';

/**
 * The patients' header search (spec 01 §2, 03 §2): 'Search therapist by name'. The text is trimmed
 * and must be non-empty; the list is asked 500 ms after typing stops (page 0, limit 10). A
 * suggestion opens that therapist's profile; Enter with none chosen opens the list filtered by name.
 */
export function HeaderSearch({ onDone, autoFocus }: { onDone?: () => void; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useTherapistSuggestions(debounced);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const doctors = suggestions.data ?? [];
  // Moving to another page by any way (the menu, Back) empties the box: an old query is no help there.
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setValue(''), [pathname]);
  const waiting = value.trim() !== '' && (value.trim() !== debounced || suggestions.isFetching);

  function finish(to: string) {
    setValue('');
    combobox.closeDropdown();
    navigate(to);
    onDone?.();
  }

  // Said to screen readers as results arrive (the list itself is not read out).
  const status =
    debounced === '' || waiting
      ? ''
      : suggestions.isError
        ? suggestions.error.message
        : doctors.length === 0
          ? MSG.noTherapistsFound
          : `${doctors.length} ${doctors.length === 1 ? 'therapist' : 'therapists'} found`;

  return (
    <>
      <VisuallyHidden aria-live="polite">{status}</VisuallyHidden>
      <Combobox
        store={combobox}
        onOptionSubmit={(id) => finish(`${HOME}/doctor-profile/${id}`)}
        // Inside the header (a landmark), not a loose node at the end of the page.
        withinPortal={false}
        position="bottom-start"
      >
        <Combobox.Target>
          <TextInput
            aria-label={MSG.searchTherapistLabel}
            placeholder={MSG.searchTherapistPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={waiting ? <Loader size={16} role="status" aria-label="Searching" /> : null}
            value={value}
            size="sm"
            autoFocus={autoFocus}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onFocus={() => value.trim() && combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && combobox.getSelectedOptionIndex() === -1) {
                const text = value.trim();
                if (!text) return;
                e.preventDefault();
                finish(`${HOME}/therapists?${new URLSearchParams({ text })}`);
              }
              if (e.key === 'Escape') combobox.closeDropdown();
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={debounced === '' || value.trim() === ''}>
          {/* A message stands outside the list: a list box holds options only. */}
          {suggestions.isError ? (
            <Combobox.Empty>{suggestions.error.message}</Combobox.Empty>
          ) : suggestions.isPending ? (
            <Combobox.Empty>Searching…</Combobox.Empty>
          ) : doctors.length === 0 ? (
            <Combobox.Empty>{MSG.noTherapistsFound}</Combobox.Empty>
          ) : (
            <Combobox.Options mah={380} style={{ overflowY: 'auto' }} aria-label="Therapists">
              {doctors.map((d) => (
                <Combobox.Option value={d._id} key={d._id}>
                  <Group gap="sm" wrap="nowrap">
                    <TherapistAvatar src={d.profilePic} name={d.name} size={36} />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {d.name}
                      </Text>
                      {yearsLabel(d.totalWorkExperiance) && (
                        <Text size="xs" c="dimmed">
                          {yearsLabel(d.totalWorkExperiance)}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Options>
          )}
        </Combobox.Dropdown>
      </Combobox>
    </>
  );
}
