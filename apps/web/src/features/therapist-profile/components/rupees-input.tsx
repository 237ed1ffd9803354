import { Text, TextInput } from '@mantine/core';
import { formatMoney, wholeRupees } from '@sahaj/contract';

/**
 * The contract's rule for a price as typed: the whole-rupee amount, or the message saying why not.
 * Nothing typed is reinterpreted ('1,500.50' and '-200' are refused, never turned into 150050 or 200).
 */
export function readRupees(text: string, required: string): { amount: number } | { error: string } {
  const r = wholeRupees(required).safeParse(text);
  return r.success ? { amount: r.data } : { error: r.error.issues[0]?.message ?? required };
}

/** '₹1,500', the amount the way it will be shown to patients. */
export const showRupees = (amount: number, currency: string) => formatMoney(amount * 100, currency);

/**
 * A price field in whole rupees: keeps exactly what is typed, says at once when that is not a whole
 * number of rupees, and shows the amount formatted (₹1,500) under the field when it is.
 */
export function RupeesInput({
  value,
  onChange,
  currency,
  currencySymbol,
  required,
  error,
  hint,
  label,
  withAsterisk,
}: {
  label: string;
  withAsterisk?: boolean;
  value: string;
  onChange: (text: string) => void;
  currency: string;
  currencySymbol: string;
  /** The page's message for an empty field (shown only on submit). */
  required: string;
  /** A message from submitting (empty field, server refusal). */
  error?: string | null;
  /** Said under the field while nothing valid is typed yet. */
  hint?: string;
}) {
  const read = value.trim() === '' ? null : readRupees(value, required);
  const typedError = read && 'error' in read ? read.error : null;
  const amount = read && 'amount' in read ? read.amount : null;
  const description =
    amount === null ? hint : amount === 0 ? `${showRupees(0, currency)}: free sessions` : showRupees(amount, currency);
  return (
    <TextInput
      label={label}
      withAsterisk={withAsterisk}
      inputMode="numeric"
      autoComplete="off"
      leftSection={
        <Text size="sm" aria-hidden>
          {currencySymbol}
        </Text>
      }
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      description={description}
      descriptionProps={{ 'data-testid': 'amount-shown', 'aria-live': 'polite' } as Record<string, string>}
      error={typedError ?? error}
      errorProps={{ role: 'alert' }}
    />
  );
}
