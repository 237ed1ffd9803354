/** Reference data every installation needs (seeded on every start; existing rows are kept). */
export const LANGUAGES = [
  'English',
  'Hindi',
  'Bengali',
  'Marathi',
  'Telugu',
  'Tamil',
  'Gujarati',
  'Urdu',
  'Kannada',
  'Odia',
  'Malayalam',
  'Punjabi',
  'Assamese',
  'Maithili',
  'Sanskrit',
  'Konkani',
  'Nepali',
  'Sindhi',
  'Kashmiri',
  'Manipuri',
  'Bodo',
  'Dogri',
  'Santali',
  'Tulu',
  'Bhojpuri',
  'Arabic',
  'Chinese',
  'French',
  'German',
  'Italian',
  'Japanese',
  'Korean',
  'Persian',
  'Portuguese',
  'Russian',
  'Sinhala',
  'Spanish',
  'Swahili',
  'Thai',
  'Turkish',
  'Indonesian',
  'Malay',
  'Dutch',
  'Greek',
  'Hebrew',
  'Polish',
  'Vietnamese',
];

export const SPECIALITIES = [
  'Anxiety',
  'Depression',
  'Stress Management',
  'Relationship Counselling',
  'Couples Therapy',
  'Trauma & PTSD',
  'OCD',
  'Grief & Loss',
  'Addiction',
  'Child & Adolescent',
  'Sleep Issues',
  'Self-esteem',
  'Anger Management',
  'Career Counselling',
  'Eating Disorders',
  'Bipolar Disorder',
  'ADHD',
  'LGBTQIA+ Affirmative Therapy',
  'Cognitive Behavioural Therapy (CBT)',
  'Mindfulness',
];

export const RELATIONSHIPS = ['Spouse', 'Parent', 'Child', 'Sibling', 'Grandparent', 'Friend', 'Other'];

export const CANCELLATION_REASONS = [
  'I have a schedule conflict',
  'I am feeling better',
  'I want to choose another therapist',
  'Cost concerns',
  'Technical problems',
  'Other',
];

export const COMPANY_SIGNUP_ROLES = [
  'HR Manager',
  'Founder / CEO',
  'Operations',
  'Finance',
  'People & Culture',
  'Other',
];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'];

export const COMPANY_CATEGORIES = [
  'IT & Software',
  'Finance & Banking',
  'Healthcare',
  'Education',
  'Manufacturing',
  'Retail & E-commerce',
  'Consulting',
  'Media & Entertainment',
  'Government & Non-profit',
  'Other',
];

/**
 * The pre-booking wellness questions (contextType 'wellness_profile'), written for Sahaj. A question
 * whose answers exclude each other (a frequency scale, yes/no) is 'singleSelect' (issue 10 #10).
 */
export const WELLNESS_QUESTIONS: Array<{ question: string; answerType: 'singleSelect' | 'multi'; choices: string[] }> =
  [
    {
      question: 'What brings you to Sahaj today?',
      answerType: 'multi',
      choices: ['Stress or anxiety', 'Low mood', 'Relationships', 'Work or studies', 'Grief or loss', 'Just exploring'],
    },
    {
      question: 'How have you been sleeping over the last two weeks?',
      answerType: 'multi',
      choices: ['Well', 'Trouble falling asleep', 'Waking up during the night', 'Sleeping too much', 'It varies a lot'],
    },
    {
      question: 'How often have you felt overwhelmed recently?',
      answerType: 'singleSelect',
      choices: ['Rarely', 'Some days', 'Most days', 'Nearly every day'],
    },
    {
      question: 'Have you spoken to a therapist or counsellor before?',
      answerType: 'singleSelect',
      choices: ['Yes, and it helped', 'Yes, but it did not help much', 'No, this is my first time'],
    },
    {
      question: 'What would you like from your therapist?',
      answerType: 'multi',
      choices: [
        'Someone to listen',
        'Practical tools and exercises',
        'Help understanding my patterns',
        'Support through a decision',
        'Not sure yet',
      ],
    },
  ];
