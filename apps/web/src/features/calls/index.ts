/** Video sessions (issue 14): what the shell and the appointments use. */

export * from './api/list-issue-reports';
export { CallButton } from './components/call-button';
export { CallOverlay } from './components/call-overlay';
export { useCallState } from './lib/call-store';
