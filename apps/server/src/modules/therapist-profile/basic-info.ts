import { ageProblem, type BasicInfoBody, basicInfoBody, MSG, parseCoordinate, todayIn } from '@sahaj/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict } from '../../lib/errors';
import { passwordChanges } from '../auth';
import { reverseGeocode } from '../geo/service';
import type { ProfileDeps } from './deps';
import { genderToDb } from './mapper';

type BasicInfo = z.output<typeof basicInfoBody>;

/** PATCH /provider/work-profile/basic-info (wizard page 1). */
export function basicInfoUseCases({ ctx, db, repo, doctor }: ProfileDeps) {
  return {
    /** sessionId: the caller's session, which stays signed in when the password changes (the others end). */
    async updateBasicInfo(userId: string, input: BasicInfo | BasicInfoBody, sessionId?: string) {
      const body = basicInfoBody.parse(input);
      const user = await doctor(userId);
      // The one age rule (18 to 120), on the therapist's own day.
      const tooYoungOrOld = ageProblem(body.dob, todayIn(user.timeZone));
      if (tooYoungOrOld) throw badRequest(tooYoungOrOld, 'VALIDATION', { field: 'dob' });
      const email = body.email?.toLowerCase();
      // Page 1 asks for e-mail and password unless the account came from an external sign-in;
      // the server insists only while the account has none yet (a later edit may leave them out).
      if (!(await repo.hasExternalSignIn(userId))) {
        if (!email && !user.email) throw badRequest(MSG.profileEmailRequired, 'VALIDATION', { field: 'email' });
        if (!body.password && !user.passwordHash) {
          throw badRequest(MSG.profilePasswordRequired, 'VALIDATION', { field: 'password' });
        }
      }
      if (email && email !== user.email && (await repo.emailTakenByOtherTherapist(email, userId))) {
        throw conflict(MSG.profileEmailTaken, 'EMAIL_TAKEN', { field: 'email' });
      }
      let place: ReturnType<typeof reverseGeocode> | undefined;
      let lat: number | undefined;
      let lng: number | undefined;
      if (body.address) {
        lat = parseCoordinate(body.address.latitude, 'lat');
        lng = parseCoordinate(body.address.longitude, 'lng');
        if (lat === undefined || lng === undefined) {
          throw badRequest(MSG.invalidCoordinates, 'VALIDATION', { field: 'address' });
        }
        place = reverseGeocode(lat, lng);
      }
      // A first password is simply set; changing one needs the current one and ends the other sessions.
      const passwords = passwordChanges(ctx);
      const passwordChange = body.password
        ? await passwords.prepare({
            userId,
            password: body.password,
            currentPassword: body.currentPassword,
            keepSessionId: sessionId,
          })
        : undefined;
      let revokedSessions: string[] = [];
      const [firstName, ...rest] = body.name.split(/\s+/);
      try {
        await db.transaction(async (tx) => {
          const knownZone = place && place.globalTimeZone !== MSG.unknownTimezone;
          await repo.updateUser(tx, userId, {
            name: body.name,
            firstName: firstName ?? body.name,
            lastName: rest.join(' ') || null,
            gender: genderToDb(body.gender),
            dob: body.dob,
            ...(email && email !== user.email ? { email, emailVerifiedAt: null } : {}),
            ...(knownZone ? { timeZone: place!.globalTimeZone, timeZoneLabel: place!.timezone } : {}),
          });
          await repo.updateProfile(tx, userId, {
            aboutYou: body.aboutYou,
            ...(body.hiddenFields ? { hiddenFields: [...new Set(body.hiddenFields)] } : {}),
            ...(place ? { latitude: lat, longitude: lng, locationText: place.location } : {}),
          });
          await repo.advancePage(tx, userId, 1);
          if (passwordChange) revokedSessions = await passwords.apply(tx, passwordChange);
        });
        passwords.disconnect(revokedSessions);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.profileEmailTaken, 'EMAIL_TAKEN', { field: 'email' });
        throw err;
      }
      const after = await doctor(userId);
      return { message: MSG.updatedBasicInfo, page: after.page, status: after.status };
    },
  };
}
