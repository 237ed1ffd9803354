import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Pill,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MSG, SEARCH_ALLOWED, SEARCH_DEBOUNCE_MS } from '@sahaj/contract';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/notify';
import { useLanguages, useSpecialities } from '../api/lookups';

interface Item {
  value: string;
  label: string;
}

function CheckList({
  items,
  picked,
  toggle,
  label,
}: {
  items: Item[];
  picked: Set<string>;
  toggle: (v: string) => void;
  label: string;
}) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      {items.map((it) => (
        <Checkbox
          key={it.value}
          label={it.label}
          checked={picked.has(it.value)}
          onChange={() => toggle(it.value)}
          py={8}
          px={4}
          styles={{ body: { alignItems: 'center' } }}
        />
      ))}
    </Stack>
  );
}

function usePicked(opened: boolean, initial: string[]) {
  const [picked, setPicked] = useState<Set<string>>(new Set(initial));
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the popup opens
  useEffect(() => {
    if (opened) setPicked(new Set(initial));
  }, [opened]);
  const toggle = (v: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(v)) next.delete(v);
      else next.add(v);
      return next;
    });
  return { picked, toggle };
}

/** A pick-list popup: what is chosen now, and what to do with the new choice. */
interface PickListProps {
  opened: boolean;
  onClose: () => void;
  selected: string[];
  onConfirm: (values: string[]) => void;
}

/** 'Add Specializations': every speciality, ticked when already chosen. */
export function SpecialitiesModal({ opened, onClose, selected, onConfirm }: PickListProps) {
  const q = useSpecialities();
  const { picked, toggle } = usePicked(opened, selected);
  return (
    <Modal opened={opened} onClose={onClose} title="Add Specializations" centered size="md">
      <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars>
        {q.isPending && (
          <Stack gap="xs" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={28} />
            ))}
          </Stack>
        )}
        {q.isError && <Alert color="red">{errorMessage(q.error)}</Alert>}
        {q.data && (
          <CheckList
            label="Specializations"
            items={q.data.map((s) => ({ value: s._id, label: s.name }))}
            picked={picked}
            toggle={toggle}
          />
        )}
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            onConfirm([...picked]);
            onClose();
          }}
        >
          Add
        </Button>
      </Group>
    </Modal>
  );
}

/** 'Add Languages': searched by name (debounced 500 ms), 20 a page, more on demand. */
export function LanguagesModal({ opened, onClose, selected, onConfirm }: PickListProps) {
  const [search, setSearch] = useState('');
  const valid = SEARCH_ALLOWED.test(search);
  const [debounced] = useDebouncedValue(valid ? search.trim() : '', SEARCH_DEBOUNCE_MS);
  const q = useLanguages(debounced, opened);
  const { picked, toggle } = usePicked(opened, selected);
  const names = q.data?.pages.flatMap((p) => p.languages.map((l) => l.language)) ?? [];
  const items = [...new Set(names)].map((n) => ({ value: n, label: n }));

  return (
    <Modal
      opened={opened}
      onClose={() => {
        setSearch('');
        onClose();
      }}
      title="Add Languages"
      centered
      size="md"
    >
      <TextInput
        placeholder="Search language"
        aria-label="Search language"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        error={valid ? undefined : MSG.unsupportedSearch}
        mb="sm"
        data-autofocus
      />
      {picked.size > 0 && (
        <Group gap={6} mb="sm" aria-label="Chosen languages" role="group">
          {[...picked].map((name) => (
            <Pill
              key={name}
              withRemoveButton
              onRemove={() => toggle(name)}
              removeButtonProps={{ 'aria-label': `Remove ${name}` }}
              bg="sahajTeal.0"
              c="sahajTeal.9"
            >
              {name}
            </Pill>
          ))}
        </Group>
      )}
      <ScrollArea.Autosize
        mah="50vh"
        type="auto"
        offsetScrollbars
        onBottomReached={() => {
          if (q.hasNextPage && !q.isFetchingNextPage) void q.fetchNextPage();
        }}
      >
        {q.isPending && (
          <Stack gap="xs" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={28} />
            ))}
          </Stack>
        )}
        {q.isError && <Alert color="red">{errorMessage(q.error)}</Alert>}
        {q.isSuccess && items.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No language found
          </Text>
        )}
        {items.length > 0 && <CheckList label="Languages" items={items} picked={picked} toggle={toggle} />}
        {q.hasNextPage && (
          <Group justify="center" py="xs">
            {q.isFetchingNextPage ? (
              <Loader size="sm" />
            ) : (
              <Button variant="subtle" size="xs" onClick={() => void q.fetchNextPage()}>
                Show more
              </Button>
            )}
          </Group>
        )}
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="md">
        <Button
          variant="default"
          onClick={() => {
            setSearch('');
            onClose();
          }}
        >
          Cancel
        </Button>
        <Button
          onClick={() => {
            onConfirm([...picked]);
            setSearch('');
            onClose();
          }}
        >
          Add
        </Button>
      </Group>
    </Modal>
  );
}
