import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../app/providers';
import { phoneError } from '../features/auth/lib/phone-text';
import { phoneRulesReady } from '../lib/phone-rules';
import { PhoneField } from './phone-field';

function Field({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneField
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('PhoneField', () => {
  // phoneError answers with the phone rules, which load on demand (lib/phone-rules).
  beforeAll(() => phoneRulesReady);

  it.each(['+91 98123 45676', '+91-9812345676', '098123 45676', '98123 45676'])(
    'takes a pasted whole number (%s) after the prefilled +91',
    async (pasted) => {
      const values: string[] = [];
      render(
        <Providers>
          <Field onValue={(v) => values.push(v)} />
        </Providers>,
      );
      const input = screen.getByLabelText('Phone number');
      const user = userEvent.setup();
      await user.click(input);
      await user.keyboard('{End}');
      await user.paste(pasted);
      expect(values.at(-1)).toBe('+919812345676');
      expect(input).toHaveValue('+91 98123 45676');
      expect(phoneError(values.at(-1)!)).toBeNull();
    },
  );

  it('refuses a number that is not an Indian mobile (one starting with 1)', () => {
    expect(phoneError('+911234567890')).toBe('Please enter a valid phone number');
    expect(phoneError('')).toBe('Phone number is required');
  });
});
