import { overallUrgency } from '@sahaj/contract';
import { rank } from './engine';
import type { EvaluationCase } from './evaluation-cases';
import { diagnoseWithRedFlags } from './local-engine';
import { diagnosisItems } from './mapper';

export interface EvaluationResult {
  cases: number;
  conditionCases: number;
  top1: number;
  top3: number;
  urgencyRight: number;
  redFlagCases: number;
  redFlagsCaught: number;
  misses: Array<{ id: number; expected: number | 'red-flag'; got: number[]; urgency: string; expectedUrgency: string }>;
}

/** Runs the engine on each vignette as the diagnosis call would, and counts what it got right. */
export function evaluate(cases: readonly EvaluationCase[]): EvaluationResult {
  const result: EvaluationResult = {
    cases: cases.length,
    conditionCases: 0,
    top1: 0,
    top3: 0,
    urgencyRight: 0,
    redFlagCases: 0,
    redFlagsCaught: 0,
    misses: [],
  };
  for (const c of cases) {
    const input = { present: c.present, absent: c.absent ?? [], sex: c.sex, age: c.age };
    const items = diagnoseWithRedFlags(input, (i) => diagnosisItems(rank(i), new Map()));
    const urgency = overallUrgency(items);
    const ids = items.map((d) => d.Issue.ID);
    if (urgency === c.urgency) result.urgencyRight++;
    if (c.expect === 'red-flag') {
      result.redFlagCases++;
      if (urgency === 'emergency' && ids.every((id) => id > 9000)) result.redFlagsCaught++;
      else result.misses.push({ id: c.id, expected: c.expect, got: ids, urgency, expectedUrgency: c.urgency });
      continue;
    }
    result.conditionCases++;
    if (ids[0] === c.expect) result.top1++;
    if (ids.slice(0, 3).includes(c.expect)) result.top3++;
    if (ids[0] !== c.expect || urgency !== c.urgency) {
      result.misses.push({ id: c.id, expected: c.expect, got: ids, urgency, expectedUrgency: c.urgency });
    }
  }
  return result;
}
