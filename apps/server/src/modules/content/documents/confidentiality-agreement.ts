import type { ContentPage } from '@sahaj/contract';
import { CONTACTS, CRISIS_LINES } from './contacts';

/**
 * GET /public/confidentiality-agreement: the terms of using Sahaj and what stays between a patient
 * and their therapist (the sign-up forms link it as "Terms & Conditions").
 */
export const confidentialityAgreement: ContentPage = {
  slug: 'confidentiality-agreement',
  heading: 'Confidentiality agreement and terms of use',
  lastUpdated: '2026-11-23',
  blocks: [
    {
      description:
        "These terms apply to everyone who uses Sahaj: people who come for therapy, the therapists who offer it, and companies that pay for their employees' sessions. By creating an account you agree to them and to our privacy policy. They are written to be read; if anything is unclear, write to us before you agree.",
    },
    {
      heading: 'Sahaj is not an emergency service',
      description: `Therapists on Sahaj see you at booked times; they cannot respond to emergencies, and messages may not be read for hours. If you are in crisis, thinking about ending your life or worried about someone else's safety, do not wait for a session: ${CRISIS_LINES} You can also go to the nearest hospital.`,
    },
    {
      heading: 'What stays between you and your therapist',
      description:
        "What you say in a session, write in chat or share as a file is confidential between you and your therapist, in keeping with the Mental Healthcare Act, 2017 and your therapist's professional code. Your therapist will not tell your family, your employer or anyone else without your consent.",
    },
    {
      title: 'When confidentiality has limits',
      description:
        'Your therapist may share only what is necessary, and will tell you first where it is safe to do so, when:',
      bullets: [
        'there is a serious and immediate risk of harm to you or to someone else;',
        'a child or a vulnerable adult is at risk of abuse;',
        'a court or other authority orders it under Indian law;',
        'they discuss your situation with a clinical supervisor to give you better care, without your name or details that identify you.',
      ],
    },
    {
      heading: 'What Sahaj can and cannot see',
      bullets: [
        'Video sessions run directly between you and your therapist and are not recorded by Sahaj.',
        "Sahaj staff do not read your chats or your therapist's notes. They may open them only to investigate a complaint or a safety concern you or your therapist raise, or when the law requires it, and every such access is recorded.",
        'If your employer pays for your sessions, they see only how many credits were used, never your name next to a therapist, your bookings or anything you said.',
      ],
    },
    {
      heading: 'Your part',
      bullets: [
        'Join sessions from a private place where you cannot be overheard, and keep your sign-in codes and password to yourself.',
        "Do not record a session, or share screenshots of your therapist's messages, without their consent; therapists will not record you without yours.",
        'Give accurate details about yourself, and tell your therapist about medicines you take or other care you receive.',
        'You must be 18 or older to use Sahaj for yourself.',
        'Treat your therapist with respect. Abuse or harassment ends the account.',
      ],
    },
    {
      heading: "Your therapist's part",
      bullets: [
        "Every therapist's qualifications and licence are checked by Sahaj before they can take bookings.",
        'Therapists keep what you share confidential as described above, keep their notes secure, and see you at the times you booked.',
        'If a therapist thinks you need care Sahaj cannot give, such as a psychiatrist, a hospital or emergency help, they will tell you and suggest where to go.',
      ],
    },
    {
      heading: 'Bookings, payments and cancellations',
      bullets: [
        "A session is booked once it is paid for, or covered by your employer's credits.",
        'Prices are shown in Indian rupees before you pay.',
        'The cancellation and refund rules for a session are shown before you confirm the booking, and those rules apply to it.',
      ],
    },
    {
      heading: 'Ending your account',
      description: `You can stop using Sahaj at any time and ask us to delete your account by writing to ${CONTACTS.supportEmail}. Records we must keep by law are kept for the periods in our privacy policy, then erased. We may suspend an account that breaks these terms, and will tell you why.`,
    },
    {
      heading: 'Questions and complaints',
      description: `Questions about these terms: ${CONTACTS.supportEmail}. Complaints about a therapist, a session or your data: ${CONTACTS.grievanceOfficer} at ${CONTACTS.grievanceEmail}, who acknowledges a complaint within 24 hours and resolves it within 15 days. These terms are governed by the laws of India.`,
    },
  ],
};
