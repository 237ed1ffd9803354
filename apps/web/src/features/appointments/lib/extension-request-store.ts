import type { ExtensionRequestedEvent } from '@sahaj/contract';
import { useSyncExternalStore } from 'react';

/**
 * The therapist's request for more time that the patient is being asked about (issue 20 #4), kept
 * outside React: it arrives over the socket on any page, and the one prompt is shown either by the
 * shell or, while the call window covers the page, inside the call window (`hostedByCall`), whose
 * focus trap would otherwise keep the keyboard away from it.
 */
interface ExtensionPromptState {
  request: ExtensionRequestedEvent | null;
  hostedByCall: number;
}

let state: ExtensionPromptState = { request: null, hostedByCall: 0 };
const listeners = new Set<() => void>();
const set = (next: Partial<ExtensionPromptState>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};

export const extensionRequests = {
  ask: (request: ExtensionRequestedEvent) => set({ request }),
  /** Answered, dismissed or lapsed; only the request named (a newer one stays). */
  clear: (appointmentId?: string) => {
    if (!appointmentId || state.request?.appointmentId === appointmentId) set({ request: null });
  },
  /** The call window shows the prompt while it is mounted (it returns the undo). */
  hostInCall: () => {
    set({ hostedByCall: state.hostedByCall + 1 });
    return () => set({ hostedByCall: state.hostedByCall - 1 });
  },
};

export function useExtensionPromptState(): ExtensionPromptState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
