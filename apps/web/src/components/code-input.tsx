import { PinInput } from '@mantine/core';
import { forwardRef, type KeyboardEvent } from 'react';

export interface CodeInputProps {
  length: number;
  /** The digits typed so far ('' to ''.padEnd(length)). */
  value: string;
  onChange: (value: string) => void;
  /** Every time the boxes become full by typing or pasting (not only the first time). */
  onFilled?: (code: string) => void;
  /** Marks the boxes invalid and points them at the message with this id. */
  errorId?: string | null;
  autoFocus?: boolean;
  disabled?: boolean;
}

/**
 * The one code box of the app (sign-up, login, verification, reset; issue 10 #11), on Mantine's
 * PinInput: digits only, one per box, paste fills them, each box named 'Digit n of N'.
 * What differs from PinInput, so every code box behaves alike:
 * - Backspace always clears one digit and steps back: six presses clear six digits (PinInput
 *   needs seven from the last box, stepping over an empty box on the way).
 * - onFilled fires each time the boxes fill up, so a code typed over a wrong one is submitted too
 *   (PinInput's onComplete fires only the first time).
 * The ref is the first box: after a wrong code the form clears the value and focuses it.
 */
export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput(
  { length, value, onChange, onFilled, errorId, autoFocus, disabled },
  ref,
) {
  const change = (next: string) => {
    onChange(next);
    if (next.length === length && next !== value) onFilled?.(next);
  };

  const backspace = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Backspace' || disabled) return;
    // Handled here, before PinInput's own handler (capture phase).
    event.preventDefault();
    event.stopPropagation();
    // The boxes hold the digits from the left; a box past the last digit clears the last digit.
    const at = index < value.length ? index : value.length - 1;
    if (at < 0) return;
    onChange(value.slice(0, at) + value.slice(at + 1));
    // Stay on the box just cleared, so the next digit typed goes there.
    event.currentTarget.closest('[role="group"]')?.querySelectorAll('input')[at]?.focus();
  };

  return (
    <PinInput
      ref={ref}
      length={length}
      type="number"
      inputMode="numeric"
      oneTimeCode
      autoFocus={autoFocus}
      disabled={disabled}
      size="lg"
      gap="xs"
      value={value}
      error={Boolean(errorId)}
      aria-label="One-time code"
      getInputProps={(index) => ({
        'aria-label': `Digit ${index + 1} of ${length}`,
        'aria-invalid': Boolean(errorId),
        'aria-describedby': errorId || undefined,
        onKeyDownCapture: (event: KeyboardEvent<HTMLInputElement>) => backspace(event, index),
      })}
      onChange={change}
      styles={{
        root: { justifyContent: length > 4 ? 'space-between' : 'flex-start', maxWidth: 360 },
        input: { minWidth: 0 },
      }}
    />
  );
});
