import { describe, expect, it } from 'vitest';
import { scriptRuns } from './pdf-text';

const shape = (text: string) => scriptRuns(text).map((r) => [r.text, r.script?.font ?? 'latin']);

describe('scriptRuns', () => {
  it('keeps Latin text in one run', () => {
    expect(shape('PARACETAMOL 500 mg')).toEqual([['PARACETAMOL 500 mg', 'latin']]);
  });

  it('cuts where the script changes; spaces and joiners stay with the run they follow', () => {
    expect(shape('Ram राम शर्मा (Sharma)')).toEqual([
      ['Ram ', 'latin'],
      ['राम शर्मा ', 'NotoSansDevanagari'],
      ['(Sharma)', 'latin'],
    ]);
    expect(shape('க்ஷ\u200d ক')).toEqual([
      ['க்ஷ\u200d ', 'NotoSansTamil'],
      ['ক', 'NotoSansBengali'],
    ]);
  });

  it('gives leading spaces to the first run and keeps the danda in Devanagari text', () => {
    expect(shape('  दिन में दो बार।')).toEqual([['  दिन में दो बार।', 'NotoSansDevanagari']]);
    expect(shape('   ')).toEqual([['   ', 'latin']]);
    expect(shape('')).toEqual([]);
  });
});
