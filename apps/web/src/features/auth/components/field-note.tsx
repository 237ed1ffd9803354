import { Alert, Anchor, Text } from '@mantine/core';
import { AUTH_MSG } from '@sahaj/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A line under a field that screen readers announce, e.g. 'Number not registered. Signup instead?'. */
export function FieldNote({ children, color = 'red' }: { children: ReactNode; color?: 'red' | 'dimmed' }) {
  return (
    <Text role="alert" size="sm" mt={6} c={color === 'red' ? 'red.8' : 'dimmed'}>
      {children}
    </Text>
  );
}

/**
 * A failure of the whole form (not one field), shown in the form once, instead of a toast, and
 * announced to screen readers: a lockout with its wait, a server that did not answer.
 */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" role="alert" p="sm">
      <Text size="sm" c="red.9">
        {children}
      </Text>
    </Alert>
  );
}

/** A spec message with its way out, e.g. 'Number not registered' + 'Signup instead?' (spec document 1 §8). */
function NoteWithLink({ text, link, to, state }: { text: string; link: string; to: string; state?: unknown }) {
  return (
    <FieldNote>
      {text}{' '}
      <Anchor component={Link} to={to} state={state} fw={600} size="sm" underline="always">
        {link}
      </Anchor>
    </FieldNote>
  );
}

/** Login, code login and forgot password on a number without an account. */
export function NotRegisteredNote({ kind }: { kind: string }) {
  return (
    <NoteWithLink text={`${AUTH_MSG.numberNotRegistered}.`} link={AUTH_MSG.signupInstead} to={`/user/${kind}/signup`} />
  );
}

/** Sign-up on a number that already has an account. */
export function AlreadyRegisteredNote({ kind, phone }: { kind: string; phone: string }) {
  return (
    <NoteWithLink
      text={AUTH_MSG.mobileAlreadyRegistered}
      link={AUTH_MSG.loginInstead}
      to={`/user/${kind}/login`}
      state={{ phone }}
    />
  );
}
