// The signed-in person's settings (country, zone) for other features' screens, e.g. the crisis note.
export { useAccountStatus } from './api/get-account-status';
export { accountRoutes } from './routes';
