/**
 * The auth feature's public face for other features: the one-time codes (sending, checking, resend
 * limits) and the password rules, which account, onboarding and the therapist's profile use for their
 * own steps (verify a new phone or e-mail, set or change a password).
 */
export { codeService } from './code-service';
export { passwordChanges } from './password-change';
export { sendLimits } from './send-limits';
