import { overallUrgency } from '@sahaj/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CheckInput, NONE_SCORE, propose, rank, rankAll, redFlagsIn, scoreOf, urgencyOf } from './engine';
import { evaluate } from './evaluation';
import { EVALUATION_CASES } from './evaluation-cases';
import { CONDITIONS, RED_FLAGS, SOURCES, SPECIALISATION_BY_ID, SYMPTOM_BY_ID, SYMPTOMS } from './knowledge-base';
import { diagnoseWithRedFlags } from './local-engine';
import { diagnosisItems } from './mapper';

const input = (present: number[], over: Partial<CheckInput> = {}): CheckInput => ({
  present,
  absent: [],
  sex: 'female',
  age: 30,
  ...over,
});
const byId = (id: number) => CONDITIONS.find((c) => c.id === id)!;
const symptomIds = SYMPTOMS.map((s) => s.id);

describe('knowledge base', () => {
  it('names only known symptoms, specialisations and sources, and cites each condition', () => {
    const sources = new Set(SOURCES.map((s) => s.id));
    for (const c of CONDITIONS) {
      for (const id of Object.keys(c.weights)) expect(SYMPTOM_BY_ID.has(Number(id)), `${c.name}: ${id}`).toBe(true);
      for (const id of c.specialisations) expect(SPECIALISATION_BY_ID.has(id), `${c.name}: ${id}`).toBe(true);
      expect(c.sources.length, c.name).toBeGreaterThan(0);
      for (const s of c.sources) expect(sources.has(s), `${c.name}: ${s}`).toBe(true);
      expect(c.icd, c.name).toMatch(/^[A-Z]\d\d(\.\d+)?$/);
    }
  });
  it('keeps symptom ids unique and red flags apart from the rest', () => {
    const all = [...RED_FLAGS, ...SYMPTOMS].map((s) => s.id);
    expect(new Set(all).size).toBe(all.length);
    for (const f of RED_FLAGS) expect(f.id).toBeGreaterThan(9000);
    for (const s of SYMPTOMS) expect(s.id).toBeLessThan(9000);
  });
});

describe('scoring', () => {
  it('sums weights, charges an unexplained symptom and a denied typical one', () => {
    const depression = byId(1);
    expect(scoreOf(depression, input([20, 21]))).toBeCloseTo(depression.prior + 6);
    expect(scoreOf(depression, input([20, 90]))).toBeCloseTo(depression.prior + 3 - 0.4);
    expect(scoreOf(depression, input([20], { absent: [21] }))).toBeCloseTo(depression.prior + 3 - 1.5);
    // A denied supporting symptom (weight below 2) costs nothing.
    expect(scoreOf(depression, input([20], { absent: [27] }))).toBeCloseTo(depression.prior + 3);
  });
  it('ranks the defining picture first and keeps shares within 100', () => {
    const ranked = rank(input([34, 35, 36, 37]));
    expect(ranked[0]?.condition.name).toBe('Panic attacks');
    expect(ranked.reduce((s, r) => s + r.accuracy, 0)).toBeLessThanOrEqual(100.5);
  });
  it('lists nothing on weak evidence: one non-specific symptom fits no condition well', () => {
    expect(rank(input([24]))).toEqual([]);
  });
  it('leaves out conditions that do not apply to the person (postnatal depression for a man)', () => {
    const male = rankAll(input([74, 20, 75], { sex: 'male' })).map((r) => r.condition.id);
    expect(male).not.toContain(16);
    expect(rank(input([74, 20, 75]))[0]?.condition.id).toBe(16);
  });
  it('a share never grows when a typical symptom of that condition is denied (property)', () => {
    fc.assert(
      fc.property(
        fc.subarray(symptomIds, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...CONDITIONS),
        (present, c) => {
          const typical = Object.entries(c.weights).find(([id, w]) => w >= 2 && !present.includes(Number(id)));
          if (!typical) return;
          const before = scoreOf(c, input(present));
          const after = scoreOf(c, input(present, { absent: [Number(typical[0])] }));
          expect(after).toBeLessThan(before);
        },
      ),
    );
  });
  it('no share is above 100 or below 0, and the "none" option keeps a single weak symptom under half (property)', () => {
    fc.assert(
      fc.property(fc.subarray(symptomIds, { minLength: 1, maxLength: 8 }), (present) => {
        for (const r of rankAll(input(present))) {
          expect(r.accuracy).toBeGreaterThanOrEqual(0);
          expect(r.accuracy).toBeLessThanOrEqual(100);
        }
      }),
    );
    expect(NONE_SCORE).toBeGreaterThan(0);
  });
});

describe('urgency', () => {
  it('raises a condition when all of an escalation’s symptoms are present', () => {
    const bipolar = byId(7);
    expect(urgencyOf(bipolar, [49, 50])).toBe('consult');
    expect(urgencyOf(bipolar, [49, 52])).toBe('doctor_24h');
  });
  it('shows nothing matched as a consultation, never as self-care', () => {
    expect(overallUrgency([])).toBe('consult');
  });
});

describe('red flags', () => {
  it('stop the check on any answer: the diagnosis is the emergency alone, and nothing more is asked', () => {
    for (const flag of RED_FLAGS) {
      const i = input([20, 21, flag.id]);
      expect(redFlagsIn(i.present)).toEqual([flag]);
      const items = diagnoseWithRedFlags(i, (x) => diagnosisItems(rank(x), new Map()));
      expect(items.map((d) => d.Issue.ID)).toEqual([flag.id]);
      expect(overallUrgency(items)).toBe('emergency');
    }
  });
});

describe('proposed symptoms', () => {
  it('asks what separates the conditions still in the running, never a red flag or an answered one', () => {
    const asked = input([31, 25], { absent: [33] });
    const next = propose(asked);
    expect(next.length).toBeGreaterThan(0);
    for (const id of next) {
      expect(id).toBeLessThan(9000);
      expect([31, 25, 33]).not.toContain(id);
    }
  });
  it('asks nothing when no condition is in the running', () => {
    expect(propose(input([24]))).toEqual([]);
  });
});

describe('evaluation set (issue 24: measured, not assumed)', () => {
  const result = evaluate(EVALUATION_CASES);
  it('has at least 120 vignettes, 20 of them with a red flag', () => {
    expect(result.cases).toBeGreaterThanOrEqual(120);
    expect(result.redFlagCases).toBeGreaterThanOrEqual(20);
  });
  it('catches every red flag', () => {
    expect(result.redFlagsCaught).toBe(result.redFlagCases);
  });
  // Floors a little under today's figures (bench/RESULTS.md), so a knowledge-base change cannot make it worse unnoticed.
  it('keeps top-1, top-3 and urgency accuracy above their floors', () => {
    expect(result.top1 / result.conditionCases).toBeGreaterThanOrEqual(0.85);
    expect(result.top3 / result.conditionCases).toBeGreaterThanOrEqual(0.9);
    expect(result.urgencyRight / result.cases).toBeGreaterThanOrEqual(0.9);
  });
});
