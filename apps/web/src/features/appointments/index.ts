/** What other features may use from appointments. */
export { ExtendModalFor } from './components/extend-modal';
export { ExtensionPrompt } from './components/extension-prompt';
export { RatingForm } from './components/rating-form';
