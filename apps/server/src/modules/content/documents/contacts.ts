/**
 * Who answers questions about personal data and complaints, named once for both documents. The
 * DPDP Act 2023 (section 8(10)) asks for a published contact who answers questions about personal
 * data, and the IT Rules 2021 for a grievance officer; change the addresses here when they change.
 */
export const CONTACTS = {
  grievanceOfficer: 'the Sahaj Grievance Officer',
  grievanceEmail: 'grievance@sahaj.therapy',
  privacyEmail: 'privacy@sahaj.therapy',
  supportEmail: 'support@sahaj.therapy',
} as const;

/** Help in a crisis: India's national tele-mental-health helpline and the emergency number. */
export const CRISIS_LINES =
  'Call Tele-MANAS on 14416 or 1-800-891-4416 (free, 24 hours a day, in many Indian languages), or the national emergency number 112.';
