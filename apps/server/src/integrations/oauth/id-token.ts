import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';

export interface IdTokenSettings {
  jwksUrl: string;
  issuers: string[];
  audience: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Checks a Google or Apple ID token: signature against the provider's JWKS (fetched and cached by
 * jose), issuer, audience (our client id), expiry and not-before. Throws when any check fails.
 */
export function idTokenVerifier(settings: IdTokenSettings) {
  const jwks = createRemoteJWKSet(new URL(settings.jwksUrl), { timeoutDuration: 10_000, cooldownDuration: 30_000 });
  return async (token: string): Promise<VerifiedIdentity> => {
    const { payload } = await jwtVerify<JWTPayload & Record<string, unknown>>(token, jwks, {
      issuer: settings.issuers,
      audience: settings.audience,
      algorithms: ['RS256', 'ES256'],
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 60,
    });
    const email = str(payload.email)?.toLowerCase() ?? null;
    return {
      subject: String(payload.sub),
      email,
      // Google sends a boolean, Apple a boolean or the string 'true'.
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      firstName: str(payload.given_name),
      lastName: str(payload.family_name),
      picture: str(payload.picture),
    };
  };
}
export type IdTokenVerify = ReturnType<typeof idTokenVerifier>;
