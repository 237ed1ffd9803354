import type { therapistListItem } from '@sahaj/contract';
import type { z } from 'zod';

/** A fake id in the shape the server sends, numbered. */
export const fakeId = (n: number) => `5b0d3a52-0000-4000-8000-00000000000${n}`;

/** A therapist as the list calls send one ('Therapist n', a Counsellor, ₹900, 30 minutes). */
export const therapistItem = (n: number): z.input<typeof therapistListItem> => ({
  _id: fakeId(n),
  id: fakeId(n),
  name: `Therapist ${n}`,
  fullName: `Therapist ${n}`,
  profilePic: null,
  gender: null,
  professionalTitle: 'Counsellor',
  consultationType: 'Counsellor',
  specializations: [],
  languagesKnown: [],
  city: null,
  rating: 0,
  reviewCount: 0,
  consultationFee: 900,
  currency: 'INR',
  consultationDuration: 30,
  totalWorkExperiance: 5,
  nextAvailableAt: null,
});
