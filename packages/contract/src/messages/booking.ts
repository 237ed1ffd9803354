/**
 * Issue 11 (discovery, booking, appointments, reviews). The spec's own words where it gives them
 * ('No therapists Found!', 'Thanks for submitting your review', ...); our wording elsewhere.
 * Keys are specific so they cannot collide with other features' keys in MSG.
 */
export const BOOKING_MSG = {
  // discovery
  noTherapistsFound: 'No therapists Found!',
  cantFetchTherapists: "Can't fetch therapist list",
  therapistNotFound: 'Therapist not found',
  searchTherapistLabel: 'Search therapist by name',
  searchTherapistPlaceholder: 'What can we help you with today?',
  invalidDateRange: 'endDate must be after startDate',
  invalidDate: 'Enter a date as YYYY-MM-DD or an ISO date-time',
  dateRangeTooLong: 'Ask for at most 62 days of slots at a time',
  unknownTimeZone: 'Unknown time zone',
  // holds and booking
  slotUnavailable: 'This slot is no longer available',
  slotNotOffered: 'This time is not one of the therapist’s available slots',
  holdNotFound: 'Booking not found',
  holdExpired: 'Your hold on this slot has expired. Please pick a slot again',
  holdReleased: 'Slot released',
  holdUpdated: 'Booking updated',
  treatmentNotOffered: 'This therapist does not offer that treatment',
  paymentRequired: 'This session has a fee: it is confirmed by payment',
  bookingSuccessful: 'Payment & Booking Successful!',
  therapistNotBookable: 'This therapist is not taking bookings',
  cannotBookYourself: 'You cannot book a session with yourself',
  // appointments
  appointmentNotFound: 'Appointment not found',
  appointmentCancelled: 'Appointment cancelled successfully',
  appointmentRescheduled: 'Appointment rescheduled successfully',
  appointmentExtended: 'Appointment extended successfully',
  cancellationReasonRequired: 'Please select a reason for cancelling',
  cancellationReasonUnknown: 'Please choose a reason from the list',
  changeWindowPassed: 'Sessions can be cancelled or rescheduled up to 24 hours before they start',
  appointmentNotUpcoming: 'Only an upcoming session can be changed',
  extendNotFree: 'The time after this session is not free, so it cannot be extended',
  extendOutsideHours: 'The time after this session is outside your available hours, so it cannot be extended',
  extendTooLate: 'A session can be extended only before it ends',
  extensionRequested: 'We have asked your patient to agree to the extra time',
  extensionAlreadyRequested: 'You have already asked for more time; wait for the patient to answer',
  extensionRequestMissing: 'There is no request to extend this session, or it has lapsed',
  extensionDeclined: 'You declined the extra time',
  extensionAnswerRequired: 'Please say whether you agree to the extra time',
  sameSlot: 'Pick a different time to reschedule',
  // reviews
  reviewThanks: 'Thanks for submitting your review',
  reviewNeedsCompletedSession: 'You can review a therapist after a completed session',
  reviewAlreadyGiven: 'You have already reviewed this session',
  ratingRange: 'Choose a rating from 1 to 5 stars',
  // notifications and e-mails
  notifyBookedTitle: 'Appointment Booked',
  notifyCancelledTitle: 'Appointment Cancelled',
  notifyRescheduledTitle: 'Appointment Rescheduled',
  notifyExtendedTitle: 'Appointment Extended',
} as const;
