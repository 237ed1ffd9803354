/**
 * The contract's phone rules (libphonenumber-js and its metadata, 30-50 KB gzip), loaded beside
 * the first screen instead of inside it: sign-up and login paint first, and the phone field
 * (components/lazy-phone-field) appears when the rules are there.
 *
 * phoneRules() answers synchronously once they are loaded. Code that may run earlier waits:
 * render code with `use(phoneRulesReady)`, handlers with `await phoneRulesReady`, routes whose
 * first render needs them by awaiting phoneRulesReady in their lazy().
 */
type PhoneRules = typeof import('@sahaj/contract/phone');

let rules: PhoneRules | undefined;

export const phoneRulesReady: Promise<PhoneRules> = import('@sahaj/contract/phone').then((m) => {
  rules = m;
  return m;
});

export function phoneRules(): PhoneRules {
  if (!rules) throw new Error('The phone rules are still loading: wait for phoneRulesReady first.');
  return rules;
}
