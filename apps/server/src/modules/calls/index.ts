/**
 * The calls feature's public face for other features. Both run inside the caller's transaction:
 * appointments' completion job records who attended as it completes sessions, and reviews ask whether
 * a session was held on video before the patient's review is taken.
 */
export { bothJoined, recordAttendance } from './repository';
