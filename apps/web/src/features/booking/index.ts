/** What other features may use from booking. */
export { useCreateHold } from './api/create-hold';
