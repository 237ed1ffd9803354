import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { EMAIL_CODE_LENGTH, MSG, sendEmailCodeBody } from '@sahaj/contract';
import { useRef, useState } from 'react';
import { CodeInput } from '../../../components/code-input';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notify } from '../../../lib/notify';
import { type FieldErrorTarget, formErrorTarget, showServerError } from '../../../lib/server-error';
import { mmss, useCountdown } from '../../../lib/use-countdown';
import { useCheckEmailCode, useSendEmailCode } from '../api/email-code';
import { ALERT } from '../lib/a11y';
import { useSavePage } from './save-page';
import type { StepProps } from './step-props';
import { StepForm } from './wizard-frame';

/**
 * Page 5: the e-mail, then a 4-digit code screen (checked as soon as 4 digits are in) with a
 * 'wrong e-mail' link and a 45 s resend wait. Skip is allowed on both.
 */
export function EmailStep({ page, known, onSaved, submitLabel }: StepProps) {
  const { save, pending: saving } = useSavePage(onSaved);
  const send = useSendEmailCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resendWait = useCountdown();
  const verified = known.emailVerified && known.email ? known.email : null;
  const form = useForm({
    initialValues: { email: known.email ?? '' },
    validate: schemaResolver(sendEmailCodeBody, { sync: true }),
  });

  const saveEmail = (email: string | undefined, fields: FieldErrorTarget) =>
    save(email ? { page, email } : { page }, fields);

  const sendCode = (email: string) =>
    send.mutate(email, {
      onSuccess: (data) => {
        setSentTo(data.email);
        resendWait.restart(data.resendAfterSeconds);
        notify.success(data.message);
      },
      onError: (err) => {
        const retry = err instanceof ApiError ? Number(err.data?.retryAfterSeconds) : Number.NaN;
        // A code for this address went out moments ago and is still good: go and type it.
        if (err instanceof ApiError && err.status === 429 && retry > 0) {
          setSentTo(email.trim().toLowerCase());
          resendWait.restart(retry);
          return;
        }
        // A taken address is about the address; a 400 goes where the server says.
        if (err instanceof ApiError && err.status === 409) form.setFieldError('email', err.message);
        else showServerError(err, formErrorTarget(form));
      },
    });

  if (sentTo) {
    return (
      <CodeScreen
        email={sentTo}
        wait={resendWait.left}
        resending={send.isPending}
        saving={saving}
        onResend={() => sendCode(sentTo)}
        onWrongEmail={() => {
          setSentTo(null);
          resendWait.restart(0);
          send.reset();
        }}
        onVerified={(email) => saveEmail(email, () => false)}
        onSkip={() => saveEmail(undefined, () => false)}
      />
    );
  }

  return (
    <StepForm
      title="What's your e-mail?"
      description="We send booking confirmations and receipts here. We'll check it with a 4-digit code."
      onSubmit={form.onSubmit((v) => {
        const email = v.email.trim().toLowerCase();
        if (verified && email === verified) saveEmail(email, formErrorTarget(form));
        else sendCode(email);
      })}
      actions={
        <>
          <Button type="submit" size="md" fullWidth loading={send.isPending || saving}>
            {verified && form.values.email.trim().toLowerCase() === verified ? submitLabel : 'Send code'}
          </Button>
          <Button variant="subtle" color="warmGray.8" fullWidth onClick={() => saveEmail(undefined, () => false)}>
            Skip for now
          </Button>
        </>
      }
    >
      <TextInput
        errorProps={ALERT}
        label="E-mail address"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        placeholder="you@example.com"
        description={verified ? 'Verified' : undefined}
        {...form.getInputProps('email')}
      />
    </StepForm>
  );
}

function CodeScreen({
  email,
  wait,
  resending,
  saving,
  onResend,
  onWrongEmail,
  onVerified,
  onSkip,
}: {
  email: string;
  /** Seconds until another code may be sent. */
  wait: number;
  resending: boolean;
  saving: boolean;
  onResend: () => void;
  onWrongEmail: () => void;
  onVerified: (email: string) => void;
  onSkip: () => void;
}) {
  const check = useCheckEmailCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const firstBox = useRef<HTMLInputElement>(null);

  // The app's one code-box behaviour (components/code-input): a wrong code is cleared with its
  // message and the first box takes the focus, so the right code typed over it submits by itself.
  const verify = (value: string) => {
    if (check.isPending) return;
    setError(null);
    check.mutate(value, {
      onSuccess: (data) => {
        notify.success(data.message);
        onVerified(data.email);
      },
      onError: (err) => {
        setCode('');
        if (err instanceof ApiError && err.status === 400) setError(err.message || MSG.onboardingInvalidOtp);
        else setError(errorMessage(err));
        firstBox.current?.focus();
      },
    });
  };
  const errorId = 'email-code-error';

  return (
    <StepForm
      title="Check your e-mail"
      description={
        <>
          Enter the 4-digit code we sent to{' '}
          <Text span fw={600} c="warmGray.9" style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
          .
        </>
      }
      onSubmit={(e) => {
        e.preventDefault();
        if (code.length === EMAIL_CODE_LENGTH) verify(code);
        else setError(MSG.onboardingEmailCodeFormat);
      }}
      actions={
        <Button variant="subtle" color="warmGray.8" fullWidth onClick={onSkip} disabled={saving}>
          Skip for now
        </Button>
      }
    >
      <Stack gap="xs" align="flex-start">
        <CodeInput
          ref={firstBox}
          length={EMAIL_CODE_LENGTH}
          autoFocus
          value={code}
          errorId={error ? errorId : null}
          onChange={(v) => {
            setCode(v);
            if (error && v) setError(null);
          }}
          onFilled={verify}
          disabled={saving}
        />
        {error && (
          <Text size="sm" c="red.9" role="alert" id={errorId}>
            {error}
          </Text>
        )}
        {(check.isPending || saving) && (
          <Text size="sm" c="warmGray.7" role="status">
            Checking…
          </Text>
        )}
      </Stack>
      <Group gap="lg" wrap="wrap">
        <Anchor component="button" type="button" onClick={onWrongEmail}>
          Wrong e-mail?
        </Anchor>
        {wait > 0 ? (
          <Text size="sm" c="warmGray.7" aria-live="polite">
            Resend code in {mmss(wait)}
          </Text>
        ) : (
          <Anchor component="button" type="button" onClick={onResend} disabled={resending}>
            Resend code
          </Anchor>
        )}
      </Group>
    </StepForm>
  );
}
