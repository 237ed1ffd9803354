/** An unsigned JWT-shaped token with the given exp (seconds): the web only reads exp, the server verifies. */
export function fakeJwt(expSeconds: number): string {
  const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: 'u1', exp: expSeconds })}.sig`;
}
export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
export const anHourAgo = () => Math.floor(Date.now() / 1000) - 3600;
