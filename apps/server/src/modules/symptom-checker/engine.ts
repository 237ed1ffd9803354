import { moreUrgent, type Urgency } from '@sahaj/contract';
import { CONDITIONS, type Condition, RED_FLAG_BY_ID, type RedFlag, SYMPTOM_BY_ID } from './knowledge-base';

/*
 * Sahaj's own symptom-checker engine (issue 24): pure functions over the knowledge base, no I/O.
 * The method is written up in docs/symptom-checker.md; in short, each condition's score is a sum of
 * log-likelihood-ratio-like weights (naive Bayes), turned into a share of 100 by a softmax that also
 * holds a "none of these" option, so weak evidence never reads as a confident answer.
 */

export interface CheckInput {
  /** Symptoms the person has. */
  present: readonly number[];
  /** Symptoms the person said they do not have. */
  absent: readonly number[];
  sex: 'male' | 'female';
  age: number;
}

export interface RankedCondition {
  condition: Condition;
  score: number;
  /** Share of 100 after the softmax, one decimal. */
  accuracy: number;
  urgency: Urgency;
}

/** A present symptom the condition does not explain costs this much (favours conditions that explain all). */
export const UNEXPLAINED_COST = 0.4;
/** A denied symptom costs this share of its weight, for the condition's typical symptoms (weight >= 2). */
export const DENIED_SHARE = 0.5;
/** The "none of these" option's score: a condition must beat it to take most of the 100. */
export const NONE_SCORE = 1.5;
/** A condition is listed only with at least one typical symptom (weight >= 2) present. */
export const TYPICAL_WEIGHT = 2;
export const MAX_RESULTS = 5;
export const MIN_ACCURACY = 5;
export const MAX_PROPOSED = 6;

/** The red flags among the answers: any one stops the check. */
export function redFlagsIn(present: readonly number[]): RedFlag[] {
  return present.map((id) => RED_FLAG_BY_ID.get(id)).filter((f): f is RedFlag => f !== undefined);
}

export const isKnownSymptom = (id: number) => SYMPTOM_BY_ID.has(id);

function applies(c: Condition, input: CheckInput): boolean {
  if (c.sex && c.sex !== input.sex) return false;
  if (c.minAge !== undefined && input.age < c.minAge) return false;
  if (c.maxAge !== undefined && input.age > c.maxAge) return false;
  return true;
}

/** The condition's score for these answers (see the constants above for each term). */
export function scoreOf(c: Condition, input: CheckInput): number {
  let score = c.prior;
  for (const id of input.present) {
    if (RED_FLAG_BY_ID.has(id)) continue;
    const w = c.weights[id];
    score += w === undefined ? -UNEXPLAINED_COST : w;
  }
  for (const id of input.absent) {
    const w = c.weights[id];
    if (w !== undefined && w >= TYPICAL_WEIGHT) score -= DENIED_SHARE * w;
  }
  return score;
}

/** The condition's urgency: its base level, raised by any escalation whose symptoms are all present. */
export function urgencyOf(c: Condition, present: readonly number[]): Urgency {
  const has = new Set(present);
  let level = c.urgency;
  for (const e of c.escalations ?? []) if (e.all.every((id) => has.has(id))) level = moreUrgent(level, e.raiseTo);
  return level;
}

const hasTypical = (c: Condition, present: readonly number[]) =>
  present.some((id) => (c.weights[id] ?? 0) >= TYPICAL_WEIGHT);

/** Every applicable condition with its share of 100, best first (before the listing cut-offs). */
export function rankAll(input: CheckInput): RankedCondition[] {
  const scored = CONDITIONS.filter((c) => applies(c, input)).map((c) => ({ c, score: scoreOf(c, input) }));
  const max = Math.max(NONE_SCORE, ...scored.map((s) => s.score));
  const total = Math.exp(NONE_SCORE - max) + scored.reduce((sum, s) => sum + Math.exp(s.score - max), 0);
  return scored
    .map(({ c, score }) => ({
      condition: c,
      score,
      accuracy: Math.round((1000 * Math.exp(score - max)) / total) / 10,
      urgency: urgencyOf(c, input.present),
    }))
    .sort((a, b) => b.score - a.score || a.condition.id - b.condition.id);
}

/** What the diagnosis call lists: conditions with a typical symptom present and a share of at least 5. */
export function rank(input: CheckInput): RankedCondition[] {
  return rankAll(input)
    .filter((r) => hasTypical(r.condition, input.present) && r.accuracy >= MIN_ACCURACY)
    .slice(0, MAX_RESULTS);
}

/**
 * The symptoms worth asking about next: those whose weights differ most across the conditions still
 * in the running (the variance of the weight under their shares), so each answer separates them best.
 * Never a red flag (those are asked first, by the screen) and never one already answered.
 */
export function propose(input: CheckInput): number[] {
  const candidates = rankAll(input)
    .filter((r) => hasTypical(r.condition, input.present))
    .slice(0, MAX_RESULTS);
  const mass = candidates.reduce((s, r) => s + r.accuracy, 0);
  if (mass === 0) return [];
  const asked = new Set([...input.present, ...input.absent]);
  const ids = new Set<number>();
  for (const r of candidates) for (const id of Object.keys(r.condition.weights)) ids.add(Number(id));
  const spread = [...ids]
    .filter((id) => !asked.has(id) && !RED_FLAG_BY_ID.has(id))
    .map((id) => {
      let mean = 0;
      let square = 0;
      for (const r of candidates) {
        const p = r.accuracy / mass;
        const w = Math.max(0, r.condition.weights[id] ?? 0);
        mean += p * w;
        square += p * w * w;
      }
      return { id, variance: square - mean * mean, mean };
    })
    .filter((s) => s.mean > 0);
  spread.sort((a, b) => b.variance - a.variance || b.mean - a.mean || a.id - b.id);
  return spread.slice(0, MAX_PROPOSED).map((s) => s.id);
}
