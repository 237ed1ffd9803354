/** Issue 14 (video sessions, issue reports). The spec's words where it gives them; ours elsewhere. */
export const CALLS_MSG = {
  callNotYours: 'This session is not one of yours',
  callTooEarly: 'The session can be started 10 minutes before its start time',
  callEnded: 'This session has ended',
  callNotUpcoming: 'This session is not an upcoming one',
  callOnlyTherapistStarts: 'Only the therapist can start the session',
  callOnlyTherapistExtends: 'Only the therapist can extend the session',
  callNotJoined: 'Join the session first',
  callBadPayload: 'That call message could not be read',
  callDeclined: 'declined the call',
  issueRaised: 'Issue raised successfully',
  issueCategoryRequired: 'Choose what the problem is about',
  issueDescriptionRequired: 'Describe the problem',
  issueDescriptionTooLong: 'Use at most 2000 characters',
} as const;
