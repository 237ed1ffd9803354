import 'react-phone-number-input/style.css';
import { Input } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { DEFAULT_PHONE_COUNTRY, toE164 } from '@sahaj/contract';
import { type ClipboardEvent, type ComponentPropsWithoutRef, forwardRef } from 'react';
import PhoneInput, { type Country } from 'react-phone-number-input';

/** The number box itself, drawn as a Mantine input so it matches every other field. */
const NumberInput = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<'input'> & { 'data-error'?: boolean }>(
  function NumberInput({ 'data-error': error, ...props }, ref) {
    return (
      <Input
        ref={ref}
        component="input"
        size="md"
        error={error}
        style={{ flex: 1, minWidth: 0 }}
        {...(props as object)}
      />
    );
  },
);

export interface PhoneFieldProps {
  label?: string;
  description?: string;
  /** E.164 ('+919876543210'), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  onBlur?: () => void;
  id?: string;
}

/**
 * A phone number with a country picker (India by default, spec document 1 §1), validated and
 * formatted by libphonenumber. The value is E.164; toDialCodeForm() gives the spec's '+91-…' form.
 */
export function PhoneField({
  label = 'Phone number',
  description,
  value,
  onChange,
  error,
  required,
  disabled,
  autoFocus,
  onBlur,
  id,
}: PhoneFieldProps) {
  const inputId = useId(id);
  // The box starts with '+91'; a pasted whole number ('+91 98123 45676', '098123 45676') would
  // land after it and be cut to nothing by the length limit. Read it as one number instead.
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = toE164(e.clipboardData.getData('text'));
    if (!pasted) return;
    e.preventDefault();
    onChange(pasted);
  };
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      id={inputId}
      errorProps={{ role: 'alert' }}
    >
      <PhoneInput
        id={inputId}
        // One image per chosen country, served by the build (apps/web/build/flags.ts), instead of
        // bundling every flag as JavaScript.
        flagUrl="/flags/{XX}.svg"
        defaultCountry={DEFAULT_PHONE_COUNTRY as Country}
        international
        countryCallingCodeEditable={false}
        limitMaxLength
        value={value || undefined}
        onChange={(v) => onChange(v ?? '')}
        onBlur={onBlur}
        disabled={disabled}
        autoFocus={autoFocus}
        autoComplete="tel"
        inputComponent={NumberInput}
        data-error={Boolean(error)}
        aria-invalid={Boolean(error)}
        countrySelectProps={{ 'aria-label': 'Country' }}
        numberInputProps={{ onPaste }}
        style={{ gap: 'var(--mantine-spacing-xs)', marginTop: description ? 4 : 2 }}
      />
    </Input.Wrapper>
  );
}
