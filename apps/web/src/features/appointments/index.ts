/** What other features may use from appointments. */
export { useExtendAppointment } from './api/extend-appointment';
export { RatingForm } from './components/rating-form';
export { useAppointmentEvents } from './lib/use-appointment-events';
