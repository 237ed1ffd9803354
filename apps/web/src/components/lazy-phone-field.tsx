import { Input } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { phoneRulesReady } from '../lib/phone-rules';
import type { PhoneFieldProps } from './phone-field';

// The field (react-phone-number-input) arrives with the rules it checks against, after the page's
// first paint; typing is possible as soon as it is there.
const PhoneField = lazy(() =>
  Promise.all([import('./phone-field'), phoneRulesReady]).then(([m]) => ({ default: m.PhoneField })),
);

/** PhoneField for first screens (sign-up, login): same props, loaded on demand. */
export function LazyPhoneField(props: PhoneFieldProps) {
  return (
    <Suspense fallback={<PhoneFieldPlaceholder {...props} />}>
      <PhoneField {...props} />
    </Suspense>
  );
}

/** The field's frame while it loads: same label and height, so nothing moves when it arrives. */
function PhoneFieldPlaceholder({ label = 'Phone number', description, required, value }: PhoneFieldProps) {
  return (
    <Input.Wrapper label={label} description={description} required={required}>
      <div
        aria-hidden="true"
        style={{ display: 'flex', gap: 'var(--mantine-spacing-xs)', marginTop: description ? 4 : 2 }}
      >
        {/* Where the flag and the country arrow will be (the same width, so the box does not move). */}
        <div style={{ width: 40, display: 'flex', alignItems: 'center' }}>
          <div style={{ width: 24, height: 16, borderRadius: 2, background: 'var(--mantine-color-gray-2)' }} />
        </div>
        <Input
          component="div"
          size="md"
          style={{ flex: 1 }}
          styles={{ input: { display: 'flex', alignItems: 'center' } }}
        >
          {/* India's code: the field's default country (spec document 1 §1). */}
          {value || '+91'}
        </Input>
      </div>
    </Input.Wrapper>
  );
}
