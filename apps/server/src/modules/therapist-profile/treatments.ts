import {
  CURRENCY,
  MSG,
  rupeesToPaise,
  type Treatment,
  type treatmentBody,
  type treatmentUpdateBody,
} from '@sahaj/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { ProfileDeps } from './deps';
import { treatmentFromDb } from './mapper';

/** Two saves of one name at once: the unique index decides. */
const nameTaken = (err: unknown): never => {
  if (isUniqueViolation(err)) throw conflict(MSG.treatmentExists);
  throw err;
};

/** GET, POST, PATCH and DELETE /provider/treatments (priced specialities). */
export function treatmentUseCases({ repo, doctor }: ProfileDeps) {
  return {
    async treatments(userId: string): Promise<{ treatments: Treatment[] }> {
      await doctor(userId);
      const [rows, profile] = await Promise.all([repo.treatments(userId), repo.profile(userId)]);
      return { treatments: rows.map((r) => treatmentFromDb(r, profile?.consultationDuration ?? null)) };
    },

    async addTreatment(userId: string, body: z.output<typeof treatmentBody>) {
      await doctor(userId);
      if (await repo.treatmentByName(userId, body.treatmentName)) throw conflict(MSG.treatmentExists);
      const profile = await repo.profile(userId);
      const row = await repo
        .insertTreatment({
          userId,
          name: body.treatmentName,
          priceMinor: rupeesToPaise(body.treatmentPrice),
          currency: profile?.currency ?? CURRENCY,
        })
        .catch(nameTaken);
      return { message: MSG.addedTreatment, treatment: treatmentFromDb(row, profile?.consultationDuration ?? null) };
    },

    async updateTreatment(userId: string, body: z.output<typeof treatmentUpdateBody>) {
      await doctor(userId);
      const existing = await repo.treatment(userId, body.treatmentId);
      if (!existing) throw notFound(MSG.treatmentNotFound);
      if (body.treatmentName) {
        const same = await repo.treatmentByName(userId, body.treatmentName);
        if (same && same.id !== existing.id) throw conflict(MSG.treatmentExists);
      }
      const profile = await repo.profile(userId);
      const row = await repo
        .updateTreatment(userId, existing.id, {
          ...(body.treatmentName ? { name: body.treatmentName } : {}),
          ...(body.treatmentPrice !== undefined ? { priceMinor: rupeesToPaise(body.treatmentPrice) } : {}),
        })
        .catch(nameTaken);
      if (!row) throw notFound(MSG.treatmentNotFound);
      return { message: MSG.updatedTreatment, treatment: treatmentFromDb(row, profile?.consultationDuration ?? null) };
    },

    async deleteTreatment(userId: string, treatmentId: string) {
      await doctor(userId);
      if (!(await repo.deleteTreatment(userId, treatmentId))) throw notFound(MSG.treatmentNotFound);
      return { message: MSG.deletedTreatment };
    },
  };
}
