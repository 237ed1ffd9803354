/** The date-of-birth field shows DD/MM/YYYY; the API takes YYYY-MM-DD. */

/** Keeps digits and puts the slashes in as the person types: '17051990' → '17/05/1990'. */
export function maskDob(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD'; anything else is passed on as typed, so the schema names the problem. */
export function dobToIso(text: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : text.trim();
}

/** 'YYYY-MM-DD' (or an ISO date-time) → 'DD/MM/YYYY'. */
export function isoToDob(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}
