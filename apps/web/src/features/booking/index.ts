/** What other features may use from booking. */
export { useCreateHold } from './api/create-hold';
export { useHold } from './api/get-hold';
export { changeNote, SessionForLine } from './components/booked-notes';
