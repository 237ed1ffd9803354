import { Anchor, Button, Group, Text } from '@mantine/core';
import { PHONE_CODE_LENGTH, RESEND_WAIT_SECONDS } from '@sahaj/contract';
import { type ReactNode, useRef, useState } from 'react';
import { CodeInput } from '../../../components/code-input';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { mmss, useCountdown } from '../../../lib/use-countdown';
import { retryAfterSeconds } from '../lib/errors';
import { AUTH_TEXT } from '../lib/texts';
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
 * 'Enter OTP Code' (the shared CodeInput boxes) with resend locked by a countdown. A wrong code is
 * cleared, with the message, and the first box takes the focus, so the right code can be typed at
 * once (and, with autoSubmit, submits itself like the first one).
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
  const firstBox = useRef<HTMLInputElement>(null);

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
      if (isInvalidCodeError(err)) {
        setError(AUTH_TEXT.otpInvalid);
        setCode('');
        firstBox.current?.focus();
      } else notify.error(err);
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
        <CodeInput
          ref={firstBox}
          length={length}
          autoFocus
          value={code}
          errorId={error ? errorId : null}
          onChange={(v) => {
            setCode(v);
            if (error && v) setError(null);
          }}
          onFilled={(v) => {
            if (autoSubmit) void verify(v);
          }}
        />
        {error && (
          <Text id={errorId} role="alert" c="red.9" size="sm" mt={6}>
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
