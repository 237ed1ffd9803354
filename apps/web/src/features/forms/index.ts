/** The forms feature's public face for other features. */

export * from './api/admin-forms';
export { SharedResults } from './components/shared-results';
export { QuestionnairePage } from './pages/questionnaire-page';
