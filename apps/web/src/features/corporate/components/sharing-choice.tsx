import { Switch } from '@mantine/core';

/**
 * The employee's one privacy choice: whether the employer may see how many sessions they took and
 * how many credits they used. Off by default; never more than those two numbers.
 */
export function SharingChoice({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (share: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Switch
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      disabled={disabled}
      size="md"
      label="Let my employer see how many sessions I took and how many credits I used"
      description="Off: your employer sees 'Private' instead. Either way they never see your therapists, times, notes or answers."
    />
  );
}
