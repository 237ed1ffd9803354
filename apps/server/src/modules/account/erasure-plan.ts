/**
 * What account deletion does to every table that refers to a person (docs/account-deletion.md).
 * Keyed by SQL table name; `columns` are the columns that point at the deleted account.
 *
 * - erase:  rows where any of `columns` is the account are deleted (their children cascade);
 * - keep:   rows stay: the law makes us keep them (payments, invoices, ledger, refunds) or they are
 *           another person's record (a patient's audit trail of who read their records);
 * - custom: the deletion service handles the table itself (say how in `why`).
 *
 * The users row is never deleted: it is anonymised (status 'deleted', no name, contacts, password
 * or dates), so what is kept still points at an account, and its tokens are refused.
 * A test fails when a table referring to users is missing here: each new table must be classified.
 */
export type ErasureAction = 'erase' | 'keep' | 'custom';
export interface ErasureRule {
  action: ErasureAction;
  columns: string[];
  why: string;
}

const erase = (columns: string[], why: string): ErasureRule => ({ action: 'erase', columns, why });
const keep = (columns: string[], why: string): ErasureRule => ({ action: 'keep', columns, why });
const custom = (columns: string[], why: string): ErasureRule => ({ action: 'custom', columns, why });

export const ERASURE_PLAN: Record<string, ErasureRule> = {
  users: custom(['id'], 'Anonymised, never deleted: kept payments and invoices still name an account.'),
  sessions: custom(['user_id'], 'Deleted after their sockets are listed, which close once the deletion commits.'),
  account_profiles: custom(['user_id'], 'Picture removed; deleted_at records when the account was deleted.'),
  uploaded_files: custom(['owner_user_id'], 'Rows deleted and the stored files removed from the file store.'),
  health_records: custom(['patient_id'], 'Rows deleted and the stored files removed from the file store.'),
  chat_files: custom(['owner_user_id'], 'Rows deleted and the stored files removed from the file store.'),
  appointments: custom(
    ['patient_id', 'therapist_id'],
    'Kept (payments are for them): live holds are deleted, upcoming sessions cancelled; who a session was for is cleared with the family members.',
  ),
  appointment_reviews: custom(
    ['patient_id', 'therapist_id'],
    "The deleted patient's review text is erased; the star rating stays in the therapist's average.",
  ),
  // Personal content and settings: erased.
  chat_conversations: erase(
    ['patient_id', 'therapist_id'],
    "Messages' content: the conversations, their messages and files.",
  ),
  chat_messages: erase(['sender_id'], "Messages' content."),
  call_events: erase(['user_id'], 'Who joined or left a video call and when.'),
  family_members: erase(['patient_id'], 'Family members.'),
  health_profiles: erase(['patient_id'], 'Health profile.'),
  health_record_reads: erase(['patient_id'], 'Who read the deleted patient’s records (the records are gone).'),
  medications: erase(['patient_id'], 'Medications and their reminders.'),
  form_submissions: erase(['patient_id'], 'Questionnaire answers and their shares.'),
  form_submission_shares: erase(['therapist_id'], 'Results shared with the deleted therapist.'),
  issue_reports: erase(['patient_id'], 'Issue reports (free text).'),
  notifications: erase(['user_id'], 'Notifications.'),
  notification_settings: erase(['user_id'], 'Notification switches and reminder settings.'),
  session_reminders: erase(['user_id'], 'Reminders sent.'),
  message_deliveries: erase(['user_id'], 'Queued and sent e-mails and texts (addresses and bodies).'),
  oauth_identities: erase(['user_id'], 'Linked Google or Apple sign-in.'),
  one_time_codes: erase(['user_id'], 'Verification codes.'),
  onboarding_email_requests: erase(['user_id'], 'E-mail address asked to verify.'),
  patient_onboarding: erase(['user_id'], 'Place chosen at sign-up.'),
  wellness_responses: erase(['user_id'], 'Answers to the wellness questions.'),
  company_accounts: erase(['user_id'], 'Company sign-up details.'),
  therapist_profiles: erase(['user_id'], 'Work profile.'),
  therapist_education: erase(['user_id'], 'Education.'),
  therapist_experience: erase(['user_id'], 'Experience.'),
  therapist_licences: erase(['user_id'], 'Licences.'),
  therapist_specialities: erase(['user_id'], 'Specialties.'),
  therapist_languages: erase(['user_id'], 'Languages.'),
  therapist_treatments: erase(['user_id'], 'Treatments (appointments keep the treatment name they were booked with).'),
  therapist_weekly_slots: erase(['user_id'], 'Weekly hours.'),
  therapist_dated_slots: erase(['user_id'], 'Days off and extra hours.'),
  therapist_bank_accounts: erase(['user_id'], 'Bank details (payouts already made stay in the ledger).'),
  therapist_booking_stats: erase(['therapist_id'], 'Listing data: the therapist leaves the therapist list.'),
  therapist_search: erase(
    ['therapist_id'],
    'The search row of the listing (issue 25): the therapist leaves search with the listing.',
  ),
  therapist_search_pending: erase(['therapist_id'], 'Approved but not yet listed (issue 25): leaves with the listing.'),
  banner_dismissals: erase(['user_id'], 'Which site announcements the person closed.'),
  company_members: erase(['company_id', 'patient_id'], 'Invitations and memberships: who an employee is to a company.'),
  company_providers: erase(['company_id', 'therapist_id'], 'Therapists a company chose for its employees.'),
  company_profiles: erase(['company_id'], 'Company profile and logo reference.'),
  // Kept.
  company_subscriptions: keep(['company_id'], 'A company’s plan purchases: kept with their payments by law.'),
  company_wallets: keep(['company_id'], 'The company’s credit balance, kept with its ledger.'),
  company_credit_entries: keep(['company_id'], 'The credit ledger: append-only and kept with the payments it records.'),
  company_invoices: keep(['company_id'], 'Invoices: kept by law (GST).'),
  articles: keep(['created_by'], 'Articles are the site’s content (written by admins; they credit an author name).'),
  site_banners: keep(['created_by'], 'Site announcements (made by admins).'),
  payments: keep(['patient_id', 'therapist_id'], 'Payments: kept by tax and accounting law (8 years).'),
  refunds: keep([], 'Refunds: kept by law with their payments.'),
  invoices: keep(['patient_id', 'therapist_id'], 'Invoices: kept by law (GST).'),
  ledger_entries: keep(['patient_id', 'therapist_id'], 'Money ledger: kept by law.'),
  coupon_redemptions: keep(['patient_id', 'therapist_id'], 'Discounts applied to kept payments.'),
  patient_packages: keep(['patient_id', 'therapist_id'], 'Packages bought with kept payments.'),
  coupons: keep(
    ['therapist_id', 'created_by'],
    'Offers (no personal data); redemptions of kept payments point at them.',
  ),
  therapist_packages: keep(['therapist_id'], 'Offers bought by patients (their packages point at them).'),
  therapist_reviews: keep(['therapist_user_id', 'admin_user_id'], "The admins' approval decisions (accountability)."),
  audit_log: keep(['actor_user_id'], 'Who did what: security record.'),
  forms: keep(['created_by'], 'Questionnaires written by admins.'),
  medicine_library: keep(['created_by'], 'Shared medicine library.'),
  // The therapist's practice (issue 22).
  session_notes: keep(
    ['therapist_id', 'patient_id'],
    'Signed session notes: medical records, kept by law (Indian Medical Council regulations, 3 years).',
  ),
  session_note_addenda: keep(['author_id'], 'Addenda of kept session notes.'),
  prescriptions: keep(
    ['therapist_id', 'patient_id'],
    'Prescriptions: medical records, kept by law (Indian Medical Council regulations, 3 years).',
  ),
  private_session_notes: erase(['therapist_id', 'patient_id'], "A therapist's private psychotherapy notes."),
  follow_ups: erase(['therapist_id', 'patient_id'], 'Follow-up recommendations.'),
  calendar_feeds: erase(['user_id'], 'Calendar feed link.'),
  practitioner_registrations: erase(['therapist_id'], 'Medical council registration.'),
};

/** What the account page says before deleting (contract DELETION_ERASES / DELETION_KEEPS word it for people). */
export const erasedTables = () => Object.entries(ERASURE_PLAN).filter(([, r]) => r.action !== 'keep');
