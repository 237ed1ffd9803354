import { describe, expect, it } from 'vitest';
import { GAD7, needsCrisisNote, PHQ9, scoreBand } from './forms';

describe('PHQ-9 scoring bands', () => {
  it.each([
    [0, 'Minimal'],
    [4, 'Minimal'],
    [5, 'Mild'],
    [9, 'Mild'],
    [10, 'Moderate'],
    [14, 'Moderate'],
    [15, 'Moderately severe'],
    [19, 'Moderately severe'],
    [20, 'Severe'],
    [27, 'Severe'],
  ])('%i is %s', (total, label) => {
    expect(scoreBand('phq9', total).label).toBe(label);
  });
  it('refuses totals outside 0–27', () => {
    expect(() => scoreBand('phq9', -1)).toThrow(RangeError);
    expect(() => scoreBand('phq9', 28)).toThrow(RangeError);
    expect(() => scoreBand('phq9', 4.5)).toThrow(RangeError);
  });
  it('has nine items, and the bands cover 0–27 without gaps', () => {
    expect(PHQ9.items).toHaveLength(9);
    expect(PHQ9.maxScore).toBe(9 * 3);
    for (let s = 0; s <= 27; s++) expect(PHQ9.bands.filter((b) => s >= b.min && s <= b.max)).toHaveLength(1);
  });
  it('item 9 above 0 asks for the crisis note; other items never do', () => {
    expect(needsCrisisNote('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 1])).toBe(true);
    expect(needsCrisisNote('phq9', [3, 3, 3, 3, 3, 3, 3, 3, 0])).toBe(false);
    expect(needsCrisisNote('gad7', [3, 3, 3, 3, 3, 3, 3])).toBe(false);
    expect(needsCrisisNote(null, [0, 0, 0, 0, 0, 0, 0, 0, 3])).toBe(false);
  });
});

describe('GAD-7 scoring bands', () => {
  it.each([
    [0, 'Minimal'],
    [4, 'Minimal'],
    [5, 'Mild'],
    [9, 'Mild'],
    [10, 'Moderate'],
    [14, 'Moderate'],
    [15, 'Severe'],
    [21, 'Severe'],
  ])('%i is %s', (total, label) => {
    expect(scoreBand('gad7', total).label).toBe(label);
  });
  it('refuses totals outside 0–21', () => {
    expect(() => scoreBand('gad7', 22)).toThrow(RangeError);
  });
  it('has seven items, and the bands cover 0–21 without gaps', () => {
    expect(GAD7.items).toHaveLength(7);
    for (let s = 0; s <= 21; s++) expect(GAD7.bands.filter((b) => s >= b.min && s <= b.max)).toHaveLength(1);
  });
});
