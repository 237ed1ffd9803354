import { MSG, type PractitionerRegistration, type PractitionerRegistrationBody, type TpgList } from '@sahaj/contract';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import type { MedicationsService } from '../medications/service';
import { toRegistration } from './mapper';
import type { ProviderWorkspaceRepository } from './repository';

/**
 * Who may prescribe (issue 22; Telemedicine Practice Guidelines 2020: only a registered medical
 * practitioner): the therapist records their medical council registration, the admin verifies it
 * (at approval, or later); editing it sends it back to 'pending'. And each library medicine's list.
 */
export function prescriberRules(
  _ctx: Pick<AppContext, 'db'>,
  repo: ProviderWorkspaceRepository,
  deps: () => { medications: MedicationsService },
) {
  const registration = async (therapistId: string) => toRegistration(await repo.registration(therapistId));

  /** What the guidelines say about prescribing this list over teleconsultation (null: allowed). */
  function listRefusal(list: TpgList | null | undefined, hadVideo: boolean): string | null {
    if (!list) return MSG.prescriptionMedicineUnlisted;
    if (list === 'prohibited') return MSG.prescriptionMedicineProhibited;
    if (list === 'A' && !hadVideo) return MSG.prescriptionListANeedsVideo;
    return null;
  }

  async function classified(q: { searchKey?: string; page: number; limit: number }) {
    const { medicines, count } = await deps().medications.library(q);
    const lists = await repo.listings(medicines.map((m) => m._id));
    return { count, medicines: medicines.map((m) => ({ ...m, tpgList: lists.get(m._id) ?? null })) };
  }

  return {
    registration,
    listRefusal,

    /** 403 with the reason unless the therapist is a verified registered medical practitioner. */
    async assertPrescriber(therapistId: string): Promise<PractitionerRegistration> {
      const r = await registration(therapistId);
      if (!r.canPrescribe) throw forbidden(MSG.notPrescriber, 'NOT_A_PRESCRIBER');
      return r;
    },

    async saveRegistration(therapistId: string, body: PractitionerRegistrationBody) {
      const row = await repo.saveRegistration({
        therapistId,
        isMedicalPractitioner: body.isMedicalPractitioner,
        qualification: body.isMedicalPractitioner ? (body.qualification ?? null) : null,
        registrationNumber: body.isMedicalPractitioner ? (body.registrationNumber ?? null) : null,
        council: body.isMedicalPractitioner ? (body.council ?? null) : null,
        state: 'pending',
        reviewedAt: null,
      });
      return { message: MSG.registrationSaved, registration: toRegistration(row) };
    },

    async review(therapistId: string, verified: boolean) {
      const existing = await repo.registration(therapistId);
      if (!existing || (verified && !existing.isMedicalPractitioner)) throw notFound(MSG.registrationNotFound);
      const row = await repo.reviewRegistration(therapistId, verified ? 'verified' : 'rejected');
      if (!row) throw notFound(MSG.registrationNotFound);
      return {
        message: verified ? MSG.registrationVerified : MSG.registrationRejected,
        registration: toRegistration(row),
      };
    },

    /** The admin's library view: every medicine with its list (null: not classified yet). */
    adminLibrary: classified,

    async setList(medicineId: string, list: TpgList) {
      const [medicine] = await deps().medications.libraryEntries([medicineId]);
      if (!medicine) throw notFound(MSG.medicationNotFound);
      await repo.setListing(medicineId, list);
      return { message: MSG.tpgListSaved, medicine: { ...medicine, tpgList: list } };
    },

    /** The prescriber's picker: each medicine says whether it can be prescribed to this patient, and why not. */
    async prescribable(q: { searchKey?: string; page: number; limit: number }, hadVideo: boolean | null) {
      const { count, medicines } = await classified(q);
      return {
        count,
        medicines: medicines.map((m) => {
          // Without a patient in view, List A is offered (the check runs again when prescribing).
          const reason = listRefusal(m.tpgList, hadVideo ?? true);
          return { ...m, prescribable: reason === null, reason };
        }),
      };
    },
  };
}
export type PrescriberRules = ReturnType<typeof prescriberRules>;
