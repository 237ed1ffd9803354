import { NAME_MAX, NAME_MIN } from '../constants';

/** One rule per thing for people (patients and therapists): name, age, password (contract person.ts). */
export const PERSON_MSG = {
  /** Ours (issue 10 #8): names the minimum instead of 'Please provide a valid name'. */
  nameTooShort: `Please enter at least ${NAME_MIN} letters`,
  /** Ours: over the maximum is refused, never cut. */
  nameTooLong: `Please enter at most ${NAME_MAX} characters`,
  /** Ours: two spaces in a row get their own message instead of 'Please enter only alphabets'. */
  nameDoubleSpace: 'Please use a single space between words',
  /** Shown before the person types a name. */
  nameRule: 'Letters, with single spaces, hyphens, apostrophes or dots between words',
  /** The spec's reset-password rule, now everywhere a password is chosen; shown before the person types. */
  passwordRule: 'At least 8 characters, with an uppercase letter, a lowercase letter and a number',
  /** Ours (issue 20 #9): 75 years of experience for someone born in 1988 is refused. */
  experienceOverAge: 'Your years of experience cannot be more than your age less 18',
  /** Ours: a price or fee that is not a whole number of rupees (issue 10 #1). */
  wholeRupees: 'Please enter a whole number of rupees, digits only (for example 1500)',
  /** Ours: over PRICE_MAX. */
  priceTooHigh: 'Please enter at most 10,00,000',
} as const;
