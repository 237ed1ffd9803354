import { addDays, FOLLOW_UP_MAX_DAYS, type FollowUpBody, MSG, todayIn } from '@sahaj/contract';
import type { AppContext } from '../../context';
import type { FollowUpRow } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { NotificationsService } from '../notifications/service';
import type { CareRelationship } from './care';
import { personName, toFollowUp } from './mapper';
import type { ProviderWorkspaceRepository } from './repository';

/** The patient's follow-up page in the web app (therapist, day, reason and the way to book it). */
const followUpLink = (id: string) => `/user/base/home/follow-up/${id}`;

/**
 * Follow-ups (issue 22): after a session the therapist recommends the patient come back (a day in
 * the patient's zone, and why); one recommendation per session (a second replaces it). The patient
 * sees it with the therapist and the day, and books through the normal booking; it reads 'booked'
 * once the pair has a session confirmed after the recommendation.
 */
export function followUpsOf(
  ctx: Pick<AppContext, 'fileLinks' | 'log'>,
  repo: ProviderWorkspaceRepository,
  care: CareRelationship,
  deps: () => { notifications: NotificationsService },
  now: () => Date,
) {
  async function shape(f: FollowUpRow) {
    const [therapist, patient, booked] = await Promise.all([
      repo.person(f.therapistId),
      repo.person(f.patientId),
      repo.bookedAfter(f.therapistId, f.patientId, f.createdAt),
    ]);
    return toFollowUp(
      f,
      {
        name: personName(therapist, 'Your therapist'),
        profilePic: therapist?.therapistPicFileId ? ctx.fileLinks.link(therapist.therapistPicFileId) : null,
      },
      personName(patient),
      booked,
    );
  }

  return {
    async recommend(therapistId: string, body: FollowUpBody) {
      const { appointment: a, patient } = await care.sessionOf(therapistId, body.appointmentId);
      await care.patientOf(therapistId, a.patientId);
      if (a.startsAt > now()) throw new AppError('SESSION_NOT_STARTED', 409, MSG.followUpSessionNotHeld);
      const today = todayIn(patient.timeZone, now());
      if (body.suggestedDate <= today) {
        throw badRequest(MSG.followUpDateInPast, 'FOLLOW_UP_DATE', { field: 'suggestedDate' });
      }
      if (body.suggestedDate > addDays(today, FOLLOW_UP_MAX_DAYS)) {
        throw badRequest(MSG.followUpDateTooFar, 'FOLLOW_UP_DATE', { field: 'suggestedDate' });
      }
      const row = await repo.saveFollowUp({
        appointmentId: a.id,
        therapistId,
        patientId: a.patientId,
        suggestedDate: body.suggestedDate,
        reason: body.reason,
        createdAt: now(),
      });
      const me = await repo.person(therapistId);
      // The recommendation stands even if the notice fails; the patient also sees it in their list.
      await deps()
        .notifications.send({
          userId: a.patientId,
          title: 'Follow-up recommended',
          msg: `${personName(me, 'Your therapist')} recommends a follow-up session.`,
          kind: 'booking',
          link: followUpLink(row.id),
          dedupeKey: `follow-up:${row.id}:${row.createdAt.toISOString()}`,
        })
        .catch((err: unknown) => ctx.log.error({ err, followUpId: row.id }, 'follow-up notice failed'));
      return { message: MSG.followUpSaved, followUp: await shape(row) };
    },

    async forTherapist(therapistId: string, patientId: string) {
      await care.patientOf(therapistId, patientId);
      const { rows, count } = await repo.followUpsOf({ therapistId, patientId }, 0, 100);
      return { count, followUps: await Promise.all(rows.map(shape)) };
    },

    async forPatient(patientId: string, page: number, limit: number) {
      const { rows, count } = await repo.followUpsOf({ patientId }, page, limit);
      return { count, followUps: await Promise.all(rows.map(shape)) };
    },

    async showForPatient(patientId: string, id: string) {
      const row = await repo.followUp(id);
      if (!row || row.patientId !== patientId) throw notFound(MSG.followUpNotFound);
      return shape(row);
    },
  };
}
