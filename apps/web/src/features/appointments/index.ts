/** What other features may use from appointments. */
export { ExtendModalFor } from './components/extend-modal';
export { RatingForm } from './components/rating-form';
export { useAppointmentEvents } from './lib/use-appointment-events';
