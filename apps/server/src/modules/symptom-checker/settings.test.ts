import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sahaj-config-')) });

describe('symptom checker settings', () => {
  it('uses our own engine by default', () => {
    expect(loadConfig(base()).symptomChecker).toEqual({ engine: 'sahaj' });
  });
  it.each(['APIMEDIC_API_KEY', 'APIMEDIC_SECRET_KEY'])(
    'stops start-up naming %s when ApiMedic is chosen without it',
    (name) => {
      const env = { ...base(), SYMPTOM_CHECKER: 'apimedic', APIMEDIC_API_KEY: 'k', APIMEDIC_SECRET_KEY: 's' };
      delete (env as Record<string, string>)[name];
      expect(() => loadConfig(env)).toThrow(name);
    },
  );
  it('takes ApiMedic with its keys, on the sandbox hosts unless told otherwise', () => {
    const c = loadConfig({ ...base(), SYMPTOM_CHECKER: 'apimedic', APIMEDIC_API_KEY: 'k', APIMEDIC_SECRET_KEY: 's' });
    expect(c.symptomChecker).toEqual({
      engine: 'apimedic',
      apiKey: 'k',
      secretKey: 's',
      authUrl: 'https://sandbox-authservice.priaid.ch/login',
      healthUrl: 'https://sandbox-healthservice.priaid.ch',
    });
  });
  it('refuses an engine it does not know', () => {
    expect(() => loadConfig({ ...base(), SYMPTOM_CHECKER: 'webmd' })).toThrow(/SYMPTOM_CHECKER/);
  });
});
