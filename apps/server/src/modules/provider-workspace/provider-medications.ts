import type { ProviderMedicationBody, ProviderMedicationUpdateBody } from '@sahaj/contract';
import type { MedicationsService } from '../medications/service';
import type { CareRelationship } from './care';

/**
 * Medications a therapist adds to a patient's list (issue 22). The medications feature owns the
 * list and its reminders; this glue checks the care relationship first and only ever touches
 * entries the therapist prescribed (the patient's own entries and another therapist's answer 404).
 */
export function providerMedications(care: CareRelationship, deps: () => { medications: MedicationsService }) {
  return {
    async add(therapistId: string, body: ProviderMedicationBody) {
      const { patientId, ...medication } = body;
      await care.patientOf(therapistId, patientId);
      return deps().medications.addPrescribed(therapistId, patientId, medication);
    },
    async update(therapistId: string, body: ProviderMedicationUpdateBody) {
      const { _id, ...medication } = body;
      await care.patientOf(therapistId, await deps().medications.patientOfPrescribed(therapistId, _id));
      return deps().medications.updatePrescribed(therapistId, _id, medication);
    },
    async remove(therapistId: string, id: string) {
      await care.patientOf(therapistId, await deps().medications.patientOfPrescribed(therapistId, id));
      return deps().medications.removePrescribed(therapistId, id);
    },
  };
}
