import { userProfile } from '@sahaj/contract';
import type { z } from 'zod';
import { okListReply } from './fake-api';

type ProfileInput = z.input<typeof userProfile>;

/** The signed-in person GET /user/profile describes: Asha Verma, an active patient in India, unless `over` says otherwise. */
export const profileOf = (over: Partial<ProfileInput> = {}): ProfileInput => ({
  _id: 'u1',
  userType: 'patient',
  status: 'active',
  page: 6,
  firstName: 'Asha',
  lastName: 'Verma',
  name: null,
  email: null,
  phone: '+91-9000000001',
  gender: null,
  dob: null,
  timeZone: null,
  globalTimeZone: 'Asia/Kolkata',
  oauthData: null,
  phoneVerified: true,
  emailVerified: false,
  ...over,
});

/** GET /user/profile's reply (a list of one) for `profileOf(over)`. */
export const profileReply = (over: Partial<ProfileInput> = {}) => okListReply(userProfile, [profileOf(over)]);
