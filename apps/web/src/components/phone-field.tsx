import 'react-phone-number-input/style.css';
import { Input } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { DEFAULT_PHONE_COUNTRY } from '@sahaj/contract';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import PhoneInput, { type Country } from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';

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
        flags={flags}
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
        style={{ gap: 'var(--mantine-spacing-xs)', marginTop: description ? 4 : 2 }}
      />
    </Input.Wrapper>
  );
}
