/**
 * The one fake token of the web tests: an unsigned JWT-shaped string. The web only reads `exp`
 * from a token; the server is the one that verifies it.
 */
export function unsignedJwt(payload: object): string {
  const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(payload)}.sig`;
}

/** A token that expires at `expSeconds` (Unix seconds). */
export const fakeJwt = (expSeconds: number): string => unsignedJwt({ sub: 'u1', exp: expSeconds });
export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
export const anHourAgo = () => Math.floor(Date.now() / 1000) - 3600;
