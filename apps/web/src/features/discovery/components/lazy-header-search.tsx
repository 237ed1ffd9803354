import { ActionIcon, Modal, TextInput } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { IconSearch } from '@tabler/icons-react';
import { type ComponentProps, lazy, Suspense, useState } from 'react';

/**
 * The header search's combobox (Mantine's Combobox, Popover and floating-ui, ~28 KB gzip) loads after
 * the shell has painted: the shell is on every signed-in page, and a phone shows only the button.
 */
const HeaderSearch = lazy(() => import('./header-search').then((m) => ({ default: m.HeaderSearch })));

/** Until the combobox is here: the same box, already labelled, that cannot be typed in yet. */
function HeaderSearchPlaceholder() {
  return (
    <TextInput
      aria-label={MSG.searchTherapistLabel}
      placeholder={MSG.searchTherapistPlaceholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      size="sm"
      readOnly
    />
  );
}

/** The search box (in the header on wide screens, in the dialog below on narrow ones). */
export function LazyHeaderSearch(props: ComponentProps<typeof HeaderSearch>) {
  return (
    <Suspense fallback={<HeaderSearchPlaceholder />}>
      <HeaderSearch {...props} />
    </Suspense>
  );
}

/** Narrow screens: a search button in the header opens the same search in a dialog. */
export function HeaderSearchButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon variant="subtle" size={44} aria-label={MSG.searchTherapistLabel} onClick={() => setOpened(true)}>
        <IconSearch size={22} aria-hidden />
      </ActionIcon>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={MSG.searchTherapistLabel}
        yOffset="8vh"
        // The suggestions hang below the box, inside the dialog: let them show past its edge.
        styles={{ content: { overflow: 'visible' }, body: { overflow: 'visible' } }}
      >
        <LazyHeaderSearch autoFocus onDone={() => setOpened(false)} />
      </Modal>
    </>
  );
}
