/** The provider workspace's public face: the panels other pages mount. */
export { AdminRegistrationReview } from './components/admin-registration-review';
export { AdminTpgLibrary } from './components/admin-tpg-library';
export { CalendarFeedPanel } from './components/calendar-feed-panel';
export { MyFollowUps } from './components/my-follow-ups';
export { MyPrescriptions } from './components/my-prescriptions';
export { PractitionerRegistrationPanel } from './components/practitioner-registration-panel';
export { workspacePaths } from './lib/paths';
export { providerWorkspaceRoutes } from './routes';
