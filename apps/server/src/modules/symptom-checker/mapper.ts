import type { DiagnosisItem, SymptomItem } from '@sahaj/contract';
import type { RankedCondition } from './engine';
import { RED_FLAGS, type RedFlag, SPECIALISATION_BY_ID, SYMPTOMS, type Symptom } from './knowledge-base';

/** Our speciality name -> its id in the reference table (the therapist list's filter). */
export type SpecialityIds = ReadonlyMap<string, string>;

/** The knowledge base's symptoms in ApiMedic's list shape, red flags first. */
export function symptomItems(): SymptomItem[] {
  const item = (s: Symptom, redFlag: boolean): SymptomItem => ({
    ID: s.id,
    Name: s.name,
    Synonyms: s.synonyms,
    RedFlag: redFlag,
  });
  return [...RED_FLAGS.map((s) => item(s, true)), ...SYMPTOMS.map((s) => item(s, false))];
}

/** A red flag's emergency issue, first in the list, in ApiMedic's diagnosis shape. */
export function emergencyItems(flags: readonly RedFlag[]): DiagnosisItem[] {
  return flags.map((f, i) => ({
    Issue: {
      ID: f.id,
      Name: f.issue.name,
      Accuracy: 100,
      Icd: f.issue.icd,
      IcdName: f.issue.icdName,
      ProfName: f.issue.profName,
      Ranking: i + 1,
    },
    Specialisation: [],
    Urgency: 'emergency',
    Questionnaire: null,
  }));
}

/** Ranked conditions in ApiMedic's diagnosis shape, with our speciality ids where we have them. */
export function diagnosisItems(ranked: readonly RankedCondition[], specialityIds: SpecialityIds): DiagnosisItem[] {
  return ranked.map((r, i) => ({
    Issue: {
      ID: r.condition.id,
      Name: r.condition.name,
      Accuracy: r.accuracy,
      Icd: r.condition.icd,
      IcdName: r.condition.icdName,
      ProfName: r.condition.profName,
      Ranking: i + 1,
    },
    Specialisation: r.condition.specialisations.flatMap((id) => {
      const s = SPECIALISATION_BY_ID.get(id);
      return s ? [{ ID: s.id, Name: s.name, SpecialistID: s.ours ? (specialityIds.get(s.ours) ?? null) : null }] : [];
    }),
    Urgency: r.urgency,
    Questionnaire: r.condition.questionnaire,
  }));
}
