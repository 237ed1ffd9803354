import { describe, expect, it } from 'vitest';
import { displayName, UNNAMED_PERSON } from './person';

describe('displayName: the one rule for the name shown for a person', () => {
  it('prefers the stored display name, trimmed', () => {
    expect(displayName({ name: '  Asha Verma ', firstName: 'A', lastName: 'V' })).toBe('Asha Verma');
  });
  it('else joins first and last name, skipping blank parts', () => {
    expect(displayName({ name: null, firstName: 'Meera', lastName: 'Iyer' })).toBe('Meera Iyer');
    expect(displayName({ name: '  ', firstName: 'Meera', lastName: ' ' })).toBe('Meera');
    expect(displayName({ firstName: null, lastName: 'Iyer' })).toBe('Iyer');
  });
  it('else the one fallback, also for a missing person', () => {
    expect(displayName({ name: '', firstName: '', lastName: null })).toBe(UNNAMED_PERSON);
    expect(displayName(undefined)).toBe(UNNAMED_PERSON);
    expect(displayName(null)).toBe(UNNAMED_PERSON);
  });
  it("takes a screen's own word for nobody named, or null to show nothing", () => {
    expect(displayName({ name: ' ', firstName: null, lastName: null }, 'Your therapist')).toBe('Your therapist');
    expect(displayName(undefined, null)).toBeNull();
    expect(displayName({ name: 'Meera Iyer' }, null)).toBe('Meera Iyer');
  });
});
