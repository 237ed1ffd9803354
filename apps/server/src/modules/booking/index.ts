/**
 * The booking feature's public face for other features: the slot engine (pure; appointments checks a
 * reschedule or an extension against the therapist's hours with it), the discovery list's "next
 * available" refresh (demo seeds call it after writing availability), and the kinds of change of a
 * session whose notices the booking service stores (storeNotices) for appointments.
 */

export { refreshNextAvailableFor } from './next-available';
export type { AppointmentChange } from './notices';
export { computeSlots, type EngineAvailability } from './slot-engine';
