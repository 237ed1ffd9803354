/** What other features may use from appointments. */
export { useAppointmentEvents } from './lib/use-appointment-events';
