import {
  FAMILY_MEMBERS_MAX,
  type FamilyMember,
  type FamilyMembersData,
  familyDobProblem,
  MSG,
  toDialCodeForm,
  todayIn,
  toE164,
} from '@sahaj/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type FamilyRow, familyRepository } from './repository';

export interface FamilyInput {
  _id?: string;
  name: string;
  relationship: string;
  dob: string;
  gender: 'male' | 'female' | 'other';
  phone?: string | null;
}

const toView = (r: FamilyRow): FamilyMember => ({
  _id: r.id,
  name: r.name,
  relationship: { _id: r.relationshipId, name: r.relationshipName },
  dob: r.dob,
  gender: r.gender,
  phone: r.phone ? toDialCodeForm(r.phone) : null,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The people a patient books for (spec 03 "Family member"). Each record is reachable only by its
 * patient (404 for anyone else's). At most FAMILY_MEMBERS_MAX, counted under the patient's row lock.
 */
export function familyService(ctx: Pick<AppContext, 'db'>) {
  const repo = familyRepository(ctx.db);

  async function one(patientId: string, id: string) {
    const row = await repo.one(patientId, id);
    if (!row) throw notFound(MSG.familyNotFound);
    return toView(row);
  }

  return {
    one,

    async list(patientId: string, page: number, limit: number): Promise<FamilyMembersData> {
      const { rows, count } = await repo.page(patientId, page, limit);
      return { familyMembers: rows.map(toView), count };
    },

    /** Adds (no _id) or edits (with _id) one member. */
    async save(patientId: string, input: FamilyInput): Promise<{ message: string; familyMember: FamilyMember }> {
      const phone = input.phone ? toE164(input.phone) : null;
      if (input.phone && !phone) throw badRequest(MSG.familyPhoneInvalid, 'VALIDATION', { field: 'phone' });
      const id = await ctx.db.transaction(async (tx) => {
        const patient = await repo.lockPatient(tx, patientId);
        if (!patient) throw notFound(MSG.notFound);
        const dobProblem = familyDobProblem(input.dob, todayIn(patient.timeZone));
        if (dobProblem) throw badRequest(dobProblem, 'VALIDATION', { field: 'dob' });
        if (!(await repo.relationshipExists(input.relationship, tx))) {
          throw badRequest(MSG.familyRelationshipUnknown, 'VALIDATION', { field: 'relationship' });
        }
        const values = {
          name: input.name,
          relationshipId: input.relationship,
          dob: input.dob,
          gender: input.gender,
          phone,
        };
        if (input._id) {
          if (!(await repo.update(tx, patientId, input._id, values))) throw notFound(MSG.familyNotFound);
          return input._id;
        }
        if ((await repo.countFor(tx, patientId)) >= FAMILY_MEMBERS_MAX) throw conflict(MSG.familyLimit, 'FAMILY_LIMIT');
        return repo.insert(tx, { patientId, ...values });
      });
      return { message: input._id ? MSG.familyUpdated : MSG.familyAdded, familyMember: await one(patientId, id) };
    },

    async remove(patientId: string, id: string): Promise<{ message: string }> {
      if (!(await repo.remove(patientId, id))) throw notFound(MSG.familyDeleteFailed, 'FAMILY_NOT_FOUND');
      return { message: MSG.familyDeleted };
    },

    /** For booking: 404 unless the member belongs to the patient. */
    async assertBelongs(patientId: string, id: string): Promise<void> {
      if (!(await repo.one(patientId, id))) throw notFound(MSG.familyNotFound, 'FAMILY_NOT_FOUND');
    },

    /** Who a session is for, as booking shows it: null when the member is gone or not this patient's. */
    async sessionFor(
      patientId: string,
      id: string,
    ): Promise<{ _id: string; name: string; relationship: string } | null> {
      const m = await repo.one(patientId, id);
      return m ? { _id: m.id, name: m.name, relationship: m.relationshipName } : null;
    },
  };
}
export type FamilyService = ReturnType<typeof familyService>;
