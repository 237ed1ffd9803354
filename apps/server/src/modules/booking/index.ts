/**
 * The booking feature's public face for other features: the slot engine (pure; appointments checks a
 * reschedule or an extension against the therapist's hours with it), the discovery list's "next
 * available" refresh (demo seeds call it after writing availability), and the appointment notices that
 * every change of a session sends both people (appointments stores them in its own transaction).
 */

export { refreshNextAvailableFor } from './next-available';
export { type AppointmentChange, storeAppointmentNotices } from './notices';
export { computeSlots, type EngineAvailability } from './slot-engine';
