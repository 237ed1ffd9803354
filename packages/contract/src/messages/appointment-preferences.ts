/** Issue 23: the patient's choices about an upcoming session. Our wording. */
export const APPOINTMENT_PREFERENCES_MSG = {
  preferencesAppointmentRequired: 'Choose one of your upcoming sessions',
  preferencesRemindersInvalid: 'Reminders must be on or off',
  preferencesNoteTooLong: 'A note for your therapist can be up to 1,000 characters',
  preferencesNothingToChange: 'Nothing to change: send reminders or noteForTherapist',
  preferencesNotUpcoming: 'This session is no longer upcoming, so it cannot be changed',
  preferencesSaved: 'Saved for this session',
} as const;
