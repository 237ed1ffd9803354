/** Field errors are announced to screen readers as they appear (UI.md, "Errors"). */
export const ALERT = { role: 'alert' } as const;
