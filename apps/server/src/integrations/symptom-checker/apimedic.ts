import { createHmac } from 'node:crypto';

/*
 * ApiMedic (Priaid) symptom checker client (issue 24), used when SYMPTOM_CHECKER=apimedic.
 * Login: POST {authUrl} with `Authorization: Bearer {apiKey}:{base64(HMAC-MD5(secretKey, authUrl))}`
 * answers { Token, ValidThrough } (seconds); the health service then takes ?token=&language=en-gb.
 * Hosts are settings: the sandbox by default, the live hosts in production.
 */

export const APIMEDIC_SANDBOX = {
  authUrl: 'https://sandbox-authservice.priaid.ch/login',
  healthUrl: 'https://sandbox-healthservice.priaid.ch',
} as const;
export const APIMEDIC_LIVE = {
  authUrl: 'https://authservice.priaid.ch/login',
  healthUrl: 'https://healthservice.priaid.ch',
} as const;

export interface ApiMedicSettings {
  apiKey: string;
  secretKey: string;
  authUrl: string;
  healthUrl: string;
  /** Per call, in milliseconds. */
  timeoutMs?: number;
}

export interface ApiMedicSymptom {
  ID: number;
  Name: string;
}
export interface ApiMedicDiagnosis {
  Issue: {
    ID: number;
    Name: string;
    Accuracy: number;
    Icd: string;
    IcdName: string;
    ProfName: string;
    Ranking: number;
  };
  Specialisation: Array<{ ID: number; Name: string; SpecialistID: number }>;
}
export interface ApiMedicQuery {
  symptoms: readonly number[];
  gender: 'male' | 'female';
  yearOfBirth: number;
}

/** ApiMedic's login hash: HMAC-MD5 of the login URL with the secret key, base64. */
export const apiMedicHash = (secretKey: string, authUrl: string) =>
  createHmac('md5', secretKey).update(authUrl).digest('base64');

export class ApiMedicError extends Error {}

export function apiMedicClient(settings: ApiMedicSettings, now: () => number = Date.now) {
  const timeout = settings.timeoutMs ?? 8000;
  let cached: { token: string; until: number } | undefined;

  async function call<T>(url: string, init?: RequestInit): Promise<T> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeout) });
    } catch (err) {
      throw new ApiMedicError(`ApiMedic unreachable: ${(err as Error).message}`);
    }
    if (!res.ok) throw new ApiMedicError(`ApiMedic answered ${res.status}`);
    return (await res.json()) as T;
  }

  /** A token, reused until a minute before ApiMedic says it lapses. */
  async function token(): Promise<string> {
    if (cached && cached.until > now()) return cached.token;
    const hash = apiMedicHash(settings.secretKey, settings.authUrl);
    const body = await call<{ Token?: string; ValidThrough?: number }>(settings.authUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${settings.apiKey}:${hash}` },
    });
    if (!body.Token) throw new ApiMedicError('ApiMedic login gave no token');
    cached = { token: body.Token, until: now() + Math.max(0, (body.ValidThrough ?? 0) - 60) * 1000 };
    return body.Token;
  }

  async function get<T>(path: string, params: Record<string, string> = {}): Promise<T> {
    const url = new URL(path, settings.healthUrl.endsWith('/') ? settings.healthUrl : `${settings.healthUrl}/`);
    for (const [k, v] of Object.entries({ ...params, token: await token(), language: 'en-gb' })) {
      url.searchParams.set(k, v);
    }
    return call<T>(url.toString());
  }

  const checkParams = (q: ApiMedicQuery) => ({
    symptoms: JSON.stringify(q.symptoms),
    gender: q.gender,
    year_of_birth: String(q.yearOfBirth),
  });

  return {
    symptoms: () => get<ApiMedicSymptom[]>('symptoms'),
    proposed: (q: ApiMedicQuery) => get<ApiMedicSymptom[]>('symptoms/proposed', checkParams(q)),
    diagnosis: (q: ApiMedicQuery) => get<ApiMedicDiagnosis[]>('diagnosis', checkParams(q)),
  };
}
export type ApiMedicClient = ReturnType<typeof apiMedicClient>;
