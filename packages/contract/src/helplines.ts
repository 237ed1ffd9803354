/**
 * Crisis helplines by country: the one table every screen that points a person at urgent help uses
 * (the PHQ-9 crisis note, the symptom checker's emergency screen). Call `helplinesFor(countryCode)`
 * with the ISO 3166-1 alpha-2 code of the person's profile (AccountSettings.countryCode); a country
 * not in the table, or none known, gets the international fallback.
 *
 * Every line is free to call, staffed 24 × 7, and checked against its operator's own page (`source`).
 * Adding a country: its national suicide-prevention or mental-health crisis line, then its emergency
 * number, each with the operator's page; keep the order "talk to someone" first, "in danger" last.
 * docs/helplines.md says how the country is worked out and when to review the table.
 */

export interface Helpline {
  name: string;
  /** As dialled locally, digits grouped as the operator writes them. */
  number?: string;
  /** Another number for the same line (e.g. a toll-free long form). */
  alt?: string;
  /** For a directory with no number of its own. */
  url?: string;
  note: string;
  /** The operator's page the number was checked against. */
  source: string;
}

export interface CountryHelplines {
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  country: string;
  lines: readonly Helpline[];
}

const INDIA = {
  countryCode: 'IN',
  country: 'India',
  lines: [
    {
      name: 'Tele-MANAS',
      number: '14416',
      alt: '1-800-891-4416',
      note: 'Government of India, free, 24 × 7, many languages',
      source: 'https://telemanas.mohfw.gov.in',
    },
    { name: 'Emergency', number: '112', note: 'If you are in immediate danger', source: 'https://112.gov.in' },
  ],
} as const satisfies CountryHelplines;

/** India's lines (every one has a number): for a screen that has no country to go by. Prefer helplinesFor. */
export const CRISIS_HELPLINES = INDIA.lines;

/** The table, one entry per country. */
export const HELPLINES_BY_COUNTRY: Readonly<Record<string, CountryHelplines>> = {
  IN: INDIA,
  GB: {
    countryCode: 'GB',
    country: 'United Kingdom',
    lines: [
      {
        name: 'Samaritans',
        number: '116 123',
        note: 'Free, 24 × 7, whatever you are going through',
        source: 'https://www.samaritans.org',
      },
      {
        name: 'Emergency',
        number: '999',
        note: 'If you are in immediate danger',
        source: 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/',
      },
    ],
  },
  IE: {
    countryCode: 'IE',
    country: 'Ireland',
    lines: [
      {
        name: 'Samaritans',
        number: '116 123',
        note: 'Free, 24 × 7, whatever you are going through',
        source: 'https://www.samaritans.org/ireland/',
      },
      {
        name: 'Emergency',
        number: '112',
        alt: '999',
        note: 'If you are in immediate danger',
        source: 'https://www.gov.ie',
      },
    ],
  },
  US: {
    countryCode: 'US',
    country: 'United States',
    lines: [
      {
        name: '988 Suicide & Crisis Lifeline',
        number: '988',
        note: 'Call or text, free, 24 × 7',
        source: 'https://988lifeline.org',
      },
      { name: 'Emergency', number: '911', note: 'If you are in immediate danger', source: 'https://www.911.gov' },
    ],
  },
  CA: {
    countryCode: 'CA',
    country: 'Canada',
    lines: [
      {
        name: '9-8-8 Suicide Crisis Helpline',
        number: '988',
        note: 'Call or text, free, 24 × 7, English and French',
        source: 'https://988.ca',
      },
      { name: 'Emergency', number: '911', note: 'If you are in immediate danger', source: 'https://988.ca' },
    ],
  },
  AU: {
    countryCode: 'AU',
    country: 'Australia',
    lines: [
      {
        name: 'Lifeline',
        number: '13 11 14',
        note: 'Free, 24 × 7 crisis support',
        source: 'https://www.lifeline.org.au',
      },
      {
        name: 'Emergency',
        number: '000',
        note: 'If you are in immediate danger',
        source: 'https://www.triplezero.gov.au',
      },
    ],
  },
  NZ: {
    countryCode: 'NZ',
    country: 'New Zealand',
    lines: [
      {
        name: 'Need to talk? 1737',
        number: '1737',
        note: 'Call or text, free, 24 × 7, a trained counsellor',
        source: 'https://1737.org.nz',
      },
      {
        name: 'Emergency',
        number: '111',
        note: 'If you are in immediate danger',
        source: 'https://www.police.govt.nz',
      },
    ],
  },
};

/** For a country not in the table (or none known): a directory of lines worldwide and the local emergency number. */
export const INTERNATIONAL_HELPLINES: CountryHelplines = {
  countryCode: 'INTL',
  country: 'Anywhere',
  lines: [
    {
      name: 'Find A Helpline',
      url: 'https://findahelpline.com',
      note: 'Free, confidential crisis lines in your country, checked by Throughline',
      source: 'https://findahelpline.com',
    },
    {
      name: 'Emergency',
      note: 'Call your local emergency number if you are in immediate danger',
      source: 'https://findahelpline.com',
    },
  ],
};

/**
 * The lines for a person's country (ISO 3166-1 alpha-2, any case), else the international fallback.
 * `international` says which was given, so a screen can say "we do not have a list for your country".
 */
export function helplinesFor(countryCode: string | null | undefined): CountryHelplines & { international: boolean } {
  const entry = countryCode ? HELPLINES_BY_COUNTRY[countryCode.trim().toUpperCase()] : undefined;
  return entry ? { ...entry, international: false } : { ...INTERNATIONAL_HELPLINES, international: true };
}

/** A `tel:` link for a number as written ('116 123' → 'tel:116123'). */
export const telLink = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
