import { describe, expect, it } from 'vitest';
import { CRISIS_HELPLINES, HELPLINES_BY_COUNTRY, helplinesFor, INTERNATIONAL_HELPLINES, telLink } from './helplines';

describe('helplines by country (issue 20 #6)', () => {
  it('India: Tele-MANAS 14416 or 1-800-891-4416, and 112', () => {
    const india = helplinesFor('IN');
    expect(india.international).toBe(false);
    expect(india.lines.map((l) => [l.number, l.alt])).toEqual([
      ['14416', '1-800-891-4416'],
      ['112', undefined],
    ]);
    expect(CRISIS_HELPLINES).toBe(HELPLINES_BY_COUNTRY.IN!.lines);
  });

  it("a London patient gets the UK's lines, whatever the case of the code", () => {
    const uk = helplinesFor('gb');
    expect(uk.country).toBe('United Kingdom');
    expect(uk.lines.map((l) => l.number)).toEqual(['116 123', '999']);
    expect(helplinesFor('US').lines[0]!.number).toBe('988');
  });

  it('an unknown or missing country gets the international fallback', () => {
    for (const code of ['ZZ', 'FR', '', null, undefined]) {
      const r = helplinesFor(code);
      expect(r.international).toBe(true);
      expect(r.lines).toBe(INTERNATIONAL_HELPLINES.lines);
    }
  });

  it('every line can be reached (a number or a link) and names the page it was checked against', () => {
    for (const entry of [...Object.values(HELPLINES_BY_COUNTRY), INTERNATIONAL_HELPLINES]) {
      expect(entry.lines.at(-1)!.name, entry.country).toBe('Emergency');
      for (const l of entry.lines) {
        expect(l.source, l.name).toMatch(/^https:\/\//);
        if (l.name !== 'Emergency' || entry !== INTERNATIONAL_HELPLINES) expect(l.number ?? l.url, l.name).toBeTruthy();
      }
    }
    for (const [code, entry] of Object.entries(HELPLINES_BY_COUNTRY)) expect(entry.countryCode).toBe(code);
  });

  it('tel links keep digits and a leading plus only', () => {
    expect(telLink('116 123')).toBe('tel:116123');
    expect(telLink('1-800-891-4416')).toBe('tel:18008914416');
  });
});
