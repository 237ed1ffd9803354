import { Anchor, Button, Checkbox, type CheckboxProps, Group, PasswordInput, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PUBLIC_CONTENT_PATH } from '../../content';
import { AUTH_TEXT } from '../lib/texts';

/** The screen's one call to action: a full-width coral submit button. */
export function PrimaryButton({ children, loading }: { children: ReactNode; loading?: boolean }) {
  return (
    <Button type="submit" size="md" color="sahajCoral.8" loading={loading} fullWidth>
      {children}
    </Button>
  );
}

/** A quiet centred link under a form ('Back to login', 'Change number', ...): a 36 px tall target. */
export function CenterLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} state={state} size="sm" ta="center" py={6}>
      {children}
    </Anchor>
  );
}

/** 'Already have an account? Login' and its kin. */
export function AccountLink({ prompt, label, to }: { prompt: string; label: string; to: string }) {
  return (
    <Text size="sm" ta="center">
      {prompt} {/* inline-block with padding: a 24 px tall target inside the sentence (WCAG 2.5.8) */}
      <Anchor component={Link} to={to} fw={600} py={4} px={2} style={{ display: 'inline-block' }}>
        {label}
      </Anchor>
    </Text>
  );
}

/** A document link in running text: underlined, opens in a new tab so the form keeps what was typed. */
function DocumentLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor href={to} target="_blank" rel="noopener" fw={600} underline="always" inherit>
      {children}
    </Anchor>
  );
}

/**
 * 'I agree to the Terms & Conditions and Privacy Policy', each a link to the document: the terms
 * are the confidentiality agreement and terms of use.
 */
export const termsLabel = (
  <>
    {AUTH_TEXT.agreePrefix}{' '}
    <DocumentLink to={PUBLIC_CONTENT_PATH['confidentiality-agreement']}>{AUTH_TEXT.terms}</DocumentLink> {AUTH_TEXT.and}{' '}
    <DocumentLink to={PUBLIC_CONTENT_PATH['privacy-policy']}>{AUTH_TEXT.privacy}</DocumentLink>
  </>
);

/** 'Remember Me' beside 'Forgot Password'. */
export function RememberForgotRow({ checkbox, forgotTo }: { checkbox: CheckboxProps; forgotTo: string }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Checkbox label={AUTH_TEXT.rememberMe} {...checkbox} />
      <Anchor component={Link} to={forgotTo} size="sm" fw={600} py={4}>
        {AUTH_TEXT.forgotPassword}
      </Anchor>
    </Group>
  );
}

/** What Mantine form's getInputProps() gives a field. */
type InputProps = ReturnType<UseFormReturnType<Record<string, unknown>>['getInputProps']>;

/** A new password and its confirmation side by side (stacked on phones). */
export function PasswordPair({ password, confirm }: { password: InputProps; confirm: InputProps }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <PasswordInput label={AUTH_TEXT.password} autoComplete="new-password" required {...password} />
      <PasswordInput label={AUTH_TEXT.confirmPassword} autoComplete="new-password" required {...confirm} />
    </SimpleGrid>
  );
}
