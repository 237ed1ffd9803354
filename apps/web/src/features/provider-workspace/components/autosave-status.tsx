import { Text } from '@mantine/core';
import { formatClock } from '@sahaj/contract';
import type { AutosaveState } from '../lib/use-autosave';

function describe(state: AutosaveState, zone: string): string {
  switch (state.status) {
    case 'saving':
      return 'Saving…';
    case 'waiting':
      return 'Not saved yet';
    case 'error':
      return `Not saved: ${state.error}`;
    case 'saved':
      return state.savedAt ? `Saved at ${formatClock(state.savedAt, zone)}` : 'Saved';
    default:
      return '';
  }
}

/** 'Saved at 4:05 PM' / 'Saving…' / 'Not saved yet' beside an autosaving editor, announced politely. */
export function AutosaveStatus({ state, zone }: { state: AutosaveState; zone: string }) {
  return (
    <Text size="sm" c={state.status === 'error' ? 'red.8' : 'dimmed'} role="status" aria-live="polite" mih={22}>
      {describe(state, zone)}
    </Text>
  );
}
