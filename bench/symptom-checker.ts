/**
 * `npm run bench:symptom-checker` (issue 24, "measured, not assumed"): runs Sahaj's own engine on the
 * evaluation vignettes (apps/server/src/modules/symptom-checker/evaluation-cases.ts) exactly as the
 * diagnosis call does, and prints top-1 and top-3 condition accuracy, urgency accuracy and red flags
 * caught, beside the published baseline (Semigran et al., BMJ 2015;351:h3480). Record the figures in
 * bench/RESULTS.md with the commit.
 */
import { evaluate } from '../apps/server/src/modules/symptom-checker/evaluation';
import { EVALUATION_CASES } from '../apps/server/src/modules/symptom-checker/evaluation-cases';

const started = performance.now();
const r = evaluate(EVALUATION_CASES);
const ms = performance.now() - started;
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} % (${n}/${of})`;

console.log(`Symptom checker evaluation: ${r.cases} vignettes, ${r.redFlagCases} with a red flag`);
console.table([
  { measure: 'right condition first (top-1)', sahaj: pct(r.top1, r.conditionCases), baseline: '34 %' },
  {
    measure: 'right condition in the top 3',
    sahaj: pct(r.top3, r.conditionCases),
    baseline: '51 % (top 3), 58 % (top 20)',
  },
  { measure: 'right urgency', sahaj: pct(r.urgencyRight, r.cases), baseline: '57 %' },
  { measure: 'red flags caught', sahaj: pct(r.redFlagsCaught, r.redFlagCases), baseline: '—' },
]);
console.log(`Scored in ${ms.toFixed(1)} ms. Misses:`);
for (const m of r.misses) {
  console.log(`  #${m.id}: expected ${m.expected} (${m.expectedUrgency}), got [${m.got.join(', ')}] (${m.urgency})`);
}
if (r.redFlagsCaught !== r.redFlagCases) process.exitCode = 1;
