/** Admin console: therapist approval (the approval the spec implies in 02 §1). All wording ours. */
export const ADMIN_MSG = {
  adminApproved: 'Therapist approved successfully',
  adminRejected: 'Therapist rejected successfully',
  adminRejectReasonRequired: 'Please enter a reason for rejection',
  adminNotWaiting: 'This profile is not waiting for approval',
  adminTherapistNotFound: 'Therapist not found',
  adminNoPending: 'No therapists are waiting for approval',
  // what the therapist receives (e-mail subject/body and notification)
  approvedTitle: 'Profile approved',
  approvedText: 'Your Sahaj therapist profile has been approved. You can now log in and start receiving bookings.',
  rejectedTitle: 'Profile not approved',
  rejectedTextPrefix: 'Your Sahaj therapist profile was not approved. Reason: ',
} as const;
