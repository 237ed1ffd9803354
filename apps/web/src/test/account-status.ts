import { accountStatusData } from '@sahaj/contract';
import { okReply } from './fake-api';

/**
 * GET /user/account/status for a signed-in patient, in the country given (ISO code or none): screens
 * that point at urgent help pick their helplines by it.
 */
export const accountStatusIn = (countryCode: string | null, over: { location?: string | null } = {}) =>
  okReply(accountStatusData, {
    status: 'active',
    data: {
      _id: 'u1',
      userType: 'patient',
      name: 'Asha Rao',
      email: 'asha@example.com',
      emailVerified: true,
      phone: null,
      phoneVerified: false,
      timeZone: null,
      globalTimeZone: 'Asia/Kolkata',
      profilePic: null,
      gender: null,
      dob: null,
      location: over.location ?? null,
      countryCode,
      hasPassword: true,
      deletionCodeChannel: 'email',
    },
  });
