/**
 * Demo logins, seeded on first start when SEED_DEMO is on (the default outside production) and
 * printed in the start-up log. Later features add fields (profiles, availability) in their seeds.
 */
export const DEMO_ACCOUNTS = {
  admin: {
    userType: 'admin',
    email: 'admin@sahaj.local',
    password: 'Admin@12345',
    firstName: 'Sahaj',
    lastName: 'Admin',
  },
  patient: {
    userType: 'patient',
    phone: '+919000000001',
    password: 'Patient@123',
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha.patient@sahaj.local',
  },
  therapist: {
    userType: 'doctor',
    phone: '+919000000002',
    password: 'Therapist@123',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera.therapist@sahaj.local',
  },
  company: {
    userType: 'company',
    email: 'hr@acme.example',
    password: 'Company@123',
    firstName: 'Acme',
    lastName: 'HR',
  },
} as const;
