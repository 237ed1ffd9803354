import type { ContentPage } from '@sahaj/contract';
import { CONTACTS, CRISIS_LINES } from './contacts';

/** GET /public/privacy-policy: what Sahaj collects, why, for how long, and the rights under the DPDP Act 2023. */
export const privacyPolicy: ContentPage = {
  slug: 'privacy-policy',
  heading: 'Privacy policy',
  lastUpdated: '2026-11-23',
  blocks: [
    {
      description:
        'Sahaj connects people in India with qualified therapists for video and chat sessions. Talking about your mental health takes trust, so this policy says plainly what personal data we collect, why we need it, who sees it, how long we keep it and what you can ask of us. It follows the Digital Personal Data Protection Act, 2023 (the DPDP Act) and the Information Technology Act, 2000.',
    },
    {
      heading: 'Not an emergency service',
      description: `Sahaj is not an emergency or crisis service, and messages on Sahaj are not watched around the clock. If you or someone near you is in danger or thinking about self-harm: ${CRISIS_LINES}`,
    },
    {
      heading: 'What we collect',
      title: 'Data you give us',
      bullets: [
        'Account details: your name, phone number, e-mail address, date of birth, gender, city and time zone.',
        'Your answers to the wellness questions you choose to fill in when you join.',
        'Booking and payment details: the sessions you book, cancel or attend, and payment references. Card and UPI details are handled by the payment provider; we never see or store your card number.',
        'Chat messages and files you share with your therapist, and the notes, prescriptions or records your therapist writes about your sessions.',
        'Health records you keep in Sahaj: your health profile (such as allergies, height and weight), medications, reports you upload and your answers to questionnaires. Therapists you have a session with can read them; they cannot change them.',
        'Family members you add to book for them: their name, date of birth, gender and phone number. If you add a child, you confirm that you are their parent or lawful guardian and consent for them.',
        'For therapists: qualifications, licences, work history, photographs, identity and bank details needed to verify you and pay you. Bank account numbers are stored encrypted.',
      ],
    },
    {
      title: 'Data collected as you use Sahaj',
      bullets: [
        'Sign-in records, device and browser type, IP address and error logs, used to keep your account safe and the service working.',
        'Your location, only when you allow it in the browser, to suggest your city and time zone.',
        'Video sessions run directly between you and your therapist and are not recorded by Sahaj.',
      ],
    },
    {
      heading: 'Why we use it',
      bullets: [
        'To create your account, verify your phone or e-mail and keep you signed in.',
        'To match you with therapists and to book, hold, remind you of and run your sessions.',
        'To take payments, issue invoices and pay therapists.',
        'To verify every therapist before they can see patients.',
        'To keep the service secure, prevent fraud and meet our legal duties.',
        'To improve Sahaj using statistics that do not identify you.',
      ],
    },
    {
      title: 'Our legal basis',
      description:
        'We process your personal data with your consent, given when you create an account and agree to this policy, and for the legitimate uses the DPDP Act allows, such as meeting a legal duty. You can withdraw your consent at any time (see "Your rights"); withdrawing does not undo what was lawfully done before, and without some data we cannot provide sessions.',
    },
    {
      heading: 'Who can see your data',
      bullets: [
        'Your therapist sees what they need to care for you: your profile, your answers, your bookings and your conversations with them.',
        'Sahaj staff see personal data only when they must, for example to verify a therapist or resolve a complaint, and every access to health records is logged.',
        "Companies that pay for their employees' sessions see only how many credits were used and totals across employees, never who talked to whom or what was said.",
        'Service providers that work for us under contract: hosting, SMS, WhatsApp and e-mail delivery, and payment processing. They may use the data only to provide their service to us.',
        'Authorities, only when Indian law requires it, such as a court order.',
        'We do not sell your personal data and we do not use it for advertising.',
      ],
    },
    {
      heading: 'How long we keep it',
      bullets: [
        'Your account data, health records, family members and messages: while your account is open. When you delete your account (Settings, Delete your account) we erase them at once, except what we must keep by law.',
        'Session records, notes and prescriptions: 3 years from your last session, the period Indian rules set for medical records, then erased.',
        'Payment and invoice records: 8 years, as Indian tax and accounting laws require.',
        'Security logs: 180 days.',
        'One-time sign-in codes: 10 minutes.',
      ],
    },
    {
      heading: 'How we protect it',
      bullets: [
        'All traffic is encrypted in transit (HTTPS), and bank details are encrypted at rest.',
        'Passwords are stored only as a secure one-way hash.',
        'Staff access is limited to the people who need it, and is recorded.',
        'If a breach affects your data, we will tell you and the Data Protection Board of India as the DPDP Act requires.',
      ],
    },
    {
      heading: 'Your rights under the DPDP Act 2023',
      bullets: [
        'Access: as a patient, download a copy of your data yourself (Settings, Download your data); anyone may ask us for a summary of the personal data we hold about you, how we use it and who we have shared it with.',
        'Correction and completion: ask us to correct inaccurate or incomplete data, or update it yourself in your profile.',
        'Erasure: delete your account yourself (Settings, Delete your account), or ask us to erase your data when it is no longer needed, unless the law requires us to keep it.',
        'Withdraw consent: at any time, as easily as you gave it.',
        'Grievance redressal: complain to our Grievance Officer and get an answer.',
        'Nomination: name a person who can use these rights for you if you die or cannot act.',
        `To use any of these rights, write to ${CONTACTS.privacyEmail} from the e-mail address or phone number on your account. We answer within 30 days.`,
      ],
    },
    {
      heading: 'Children',
      description:
        'Sahaj is for adults aged 18 and over. We do not knowingly collect data from children without verifiable consent from a parent or lawful guardian, as the DPDP Act requires; if you believe a child has signed up, please tell us and we will delete the account.',
    },
    {
      heading: 'Grievance Officer',
      description: `If you have a complaint about how we handle your personal data, write to ${CONTACTS.grievanceOfficer} at ${CONTACTS.grievanceEmail}. We acknowledge a complaint within 24 hours and resolve it within 15 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
    },
    {
      heading: 'Changes to this policy',
      description:
        'When we change this policy we update the date at the top and, for important changes, tell you in the app or by e-mail before they take effect.',
    },
  ],
};
