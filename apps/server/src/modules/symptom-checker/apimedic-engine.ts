import type { DiagnosisItem, SymptomItem } from '@sahaj/contract';
import type { ApiMedicClient } from '../../integrations/symptom-checker/apimedic';
import type { CheckInput } from './engine';
import { CONDITIONS, RED_FLAG_BY_ID } from './knowledge-base';
import { diagnoseWithRedFlags, type SymptomEngine } from './local-engine';
import { emergencyItems, type SpecialityIds, symptomItems } from './mapper';

/** Our urgency and questionnaire for an ApiMedic issue, by its ICD-10 code where our knowledge base has it. */
function ourView(icd: string) {
  const codes = icd.split(/[,;]/).map((c) => c.trim());
  const c = CONDITIONS.find((k) => codes.some((code) => code === k.icd || code.startsWith(`${k.icd}.`)));
  return { urgency: c?.urgency ?? 'consult', questionnaire: c?.questionnaire ?? null };
}

/**
 * ApiMedic behind the same four calls (SYMPTOM_CHECKER=apimedic). Our red-flag questions still come
 * first (ids 9001+, never sent to ApiMedic), every diagnosis still carries an urgency (ours, by ICD
 * code, else 'consult'), and a specialisation links to our therapists where its name is one of ours.
 */
export function apiMedicEngine(client: ApiMedicClient, specialityIds: () => Promise<SpecialityIds>): SymptomEngine {
  const redFlags = symptomItems().filter((s) => s.RedFlag);
  let known: Set<number> | undefined;
  const theirs = (input: CheckInput) => ({
    symptoms: input.present.filter((id) => !RED_FLAG_BY_ID.has(id)),
    gender: input.sex,
    yearOfBirth: new Date().getUTCFullYear() - input.age,
  });
  const asItems = (list: Array<{ ID: number; Name: string }>): SymptomItem[] =>
    list.map((s) => ({ ID: s.ID, Name: s.Name, Synonyms: [], RedFlag: false }));
  async function symptoms() {
    const list = asItems(await client.symptoms());
    known = new Set(list.map((s) => s.ID));
    return [...redFlags, ...list];
  }
  return {
    name: 'apimedic',
    symptoms,
    async knows(ids) {
      if (!known) await symptoms();
      return ids.every((id) => RED_FLAG_BY_ID.has(id) || known?.has(id));
    },
    async proposed(input) {
      if (input.present.some((id) => RED_FLAG_BY_ID.has(id))) return [];
      const asked = new Set(input.absent);
      return asItems(await client.proposed(theirs(input))).filter((s) => !asked.has(s.ID));
    },
    async diagnosis(input) {
      const flags = input.present.filter((id) => RED_FLAG_BY_ID.has(id));
      if (flags.length > 0) return diagnoseWithRedFlags(input, () => emergencyItems([]));
      const [list, ids] = await Promise.all([client.diagnosis(theirs(input)), specialityIds()]);
      return list.map(
        (d): DiagnosisItem => ({
          Issue: d.Issue,
          Specialisation: d.Specialisation.map((s) => ({
            ID: s.ID,
            Name: s.Name,
            SpecialistID: ids.get(s.Name) ?? null,
          })),
          Urgency: ourView(d.Issue.Icd).urgency,
          Questionnaire: ourView(d.Issue.Icd).questionnaire,
        }),
      );
    },
  };
}
