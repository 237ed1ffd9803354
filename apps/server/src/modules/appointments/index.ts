/**
 * The appointments feature's public face for other features. `appointmentWrites` is the only
 * writer of the `appointments` table (holds and appointments share it): booking's holds and its
 * confirmation step (booking/confirm.ts) write through it, as this feature's own changes do.
 */
export { appointmentWrites } from './repository';
export type { AppointmentsService } from './service';
