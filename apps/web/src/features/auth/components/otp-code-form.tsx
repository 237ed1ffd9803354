import { Anchor, Button, Group, PinInput, Text } from '@mantine/core';
import { PHONE_CODE_LENGTH, RESEND_WAIT_SECONDS } from '@sahaj/contract';
import { type ReactNode, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { retryAfterSeconds } from '../lib/errors';
import { AUTH_TEXT } from '../lib/texts';
import { mmss, useCountdown } from '../lib/use-countdown';
import { AuthHeading } from './auth-heading';
import { FormStack } from './form-stack';

export interface OtpCodeFormProps {
  /** 'Verify' on the verify-mobile page, 'Sign In' otherwise (spec document 1 §2). */
  submitLabel: 'Verify' | 'Sign In';
  /** Where the code went, e.g. '+91 90000 00001 by SMS'. */
  sentTo?: ReactNode;
  length?: number;
  /** Verifies the code; throw ApiError to show the server's message. */
  onVerify: (code: string) => Promise<void>;
  /** Sends a new code; may return the server's wait in seconds. */
  onResend?: () => Promise<number | undefined | undefined>;
  /** Verify by itself once every box is filled (patient sign-up). */
  autoSubmit?: boolean;
  resendSeconds?: number;
  /** A link under the form, e.g. 'Wrong number?'. */
  footer?: ReactNode;
}

/** Server texts that mean "this code is wrong" (spec document 1 §8) rather than a general failure. */
export const isInvalidCodeError = (err: unknown) =>
  err instanceof ApiError &&
  /invalid verification code|invalid otp|code (has )?expired|too many wrong/i.test(err.message);

/**
 * 'Enter OTP Code': one digit per box, digits only, paste fills the boxes, backspace on an empty
 * box moves back (Mantine PinInput), and resend locked by a countdown.
 */
export function OtpCodeForm({
  submitLabel,
  sentTo,
  length = PHONE_CODE_LENGTH,
  onVerify,
  onResend,
  autoSubmit,
  resendSeconds: resendSecondsProp,
  footer,
}: OtpCodeFormProps) {
  const resendSeconds = resendSecondsProp ?? RESEND_WAIT_SECONDS;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(resendSeconds);
  const inflight = useRef(false);

  async function verify(value: string) {
    if (inflight.current) return;
    if (!value) return setError(AUTH_TEXT.otpRequired);
    if (value.length < length) return setError(AUTH_TEXT.otpShort(length));
    inflight.current = true;
    setBusy(true);
    setError(null);
    try {
      await onVerify(value);
    } catch (err) {
      if (isInvalidCodeError(err)) setError(AUTH_TEXT.otpInvalid);
      else notify.error(err);
    } finally {
      inflight.current = false;
      setBusy(false);
    }
  }

  async function resend() {
    if (!onResend) return;
    setResending(true);
    try {
      const wait = await onResend();
      setCode('');
      setError(null);
      countdown.restart(typeof wait === 'number' ? wait : resendSeconds);
    } catch (err) {
      const wait = retryAfterSeconds(err);
      if (wait) countdown.restart(wait);
      notify.error(err);
    } finally {
      setResending(false);
    }
  }

  const errorId = 'otp-error';
  return (
    <FormStack
      onSubmit={(e) => {
        e.preventDefault();
        void verify(code);
      }}
    >
      <AuthHeading
        title={AUTH_TEXT.otpTitle}
        subtitle={
          <>
            {AUTH_TEXT.otpInstruction}
            {sentTo ? <> ({sentTo})</> : null}
          </>
        }
      />
      <div>
        <PinInput
          length={length}
          type="number"
          inputMode="numeric"
          oneTimeCode
          autoFocus
          size="lg"
          gap="xs"
          value={code}
          error={Boolean(error)}
          aria-label="One-time code"
          getInputProps={(index) => ({
            'aria-label': `Digit ${index + 1} of ${length}`,
            'aria-invalid': Boolean(error),
            'aria-describedby': error ? errorId : undefined,
          })}
          onChange={(v) => {
            setCode(v);
            if (error) setError(null);
          }}
          onComplete={(v) => {
            if (autoSubmit) void verify(v);
          }}
          styles={{
            root: { justifyContent: length > 4 ? 'space-between' : 'flex-start', maxWidth: 360 },
            input: { minWidth: 0 },
          }}
        />
        {error && (
          <Text id={errorId} role="alert" c="red.8" size="sm" mt={6}>
            {error}
          </Text>
        )}
      </div>
      <Button type="submit" size="md" loading={busy} fullWidth>
        {submitLabel}
      </Button>
      {onResend && (
        <Group gap={6} justify="center">
          <Text size="sm" c="dimmed">
            {AUTH_TEXT.noCode}
          </Text>
          {countdown.left > 0 ? (
            <Text size="sm" aria-live="polite">
              {AUTH_TEXT.resendIn(mmss(countdown.left))}
            </Text>
          ) : (
            <Anchor component="button" type="button" size="sm" fw={600} onClick={resend} disabled={resending}>
              {AUTH_TEXT.resend}
            </Anchor>
          )}
        </Group>
      )}
      {footer}
    </FormStack>
  );
}
