import type { DiagnosisItem, SymptomItem } from '@sahaj/contract';
import { type CheckInput, isKnownSymptom, propose, rank, redFlagsIn } from './engine';
import { SYMPTOM_BY_ID } from './knowledge-base';
import { diagnosisItems, emergencyItems, type SpecialityIds, symptomItems } from './mapper';

/** What the symptom checker's calls need from an engine: ours (this file) or ApiMedic (apimedic-engine.ts). */
export interface SymptomEngine {
  readonly name: 'sahaj' | 'apimedic';
  symptoms(): Promise<SymptomItem[]>;
  /** The ids this engine knows (anything else in a request is a 400). */
  knows(ids: readonly number[]): Promise<boolean>;
  proposed(input: CheckInput): Promise<SymptomItem[]>;
  diagnosis(input: CheckInput): Promise<DiagnosisItem[]>;
}

/**
 * Red flags first, whatever the engine: a red flag among the answers makes the diagnosis the
 * emergency issue(s) alone and proposes nothing more to ask.
 */
export function diagnoseWithRedFlags(input: CheckInput, rest: (input: CheckInput) => DiagnosisItem[]): DiagnosisItem[] {
  const flags = redFlagsIn(input.present);
  return flags.length > 0 ? emergencyItems(flags) : rest(input);
}

/** Sahaj's own engine over the shipped knowledge base; works with no key and no network. */
export function localEngine(specialityIds: () => Promise<SpecialityIds>): SymptomEngine {
  const list = symptomItems();
  const byId = new Map(list.map((s) => [s.ID, s] as const));
  return {
    name: 'sahaj',
    symptoms: async () => list,
    knows: async (ids) => ids.every(isKnownSymptom),
    proposed: async (input) =>
      redFlagsIn(input.present).length > 0
        ? []
        : propose(input).flatMap((id) => (SYMPTOM_BY_ID.has(id) ? [byId.get(id) as SymptomItem] : [])),
    diagnosis: async (input) => {
      const ids = await specialityIds();
      return diagnoseWithRedFlags(input, (i) => diagnosisItems(rank(i), ids));
    },
  };
}
