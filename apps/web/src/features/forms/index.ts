/** The forms feature's public face for other features. */
export { SharedResults } from './components/shared-results';
export { QuestionnairePage } from './pages/questionnaire-page';
