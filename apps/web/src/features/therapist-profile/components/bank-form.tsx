import { Alert, Badge, Card, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { MSG } from '@sahaj/contract';
import { IconBuildingBank } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/notify';
import { useCities, useCountries, useStates } from '../api/lookups';

export interface BankFormValues {
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  reAccountNumber: string;
  ifsc: string;
  branchName: string;
  countryCode: string | null;
  stateCode: string | null;
  city: string | null;
}

export const emptyBank: BankFormValues = {
  bankName: '',
  accountHolderName: '',
  accountNumber: '',
  reAccountNumber: '',
  ifsc: '',
  branchName: '',
  countryCode: null,
  stateCode: null,
  city: null,
};

const DIGITS = /^\d*$/;

/** The page-6 rules the form enforces: digits only, and the re-entered number must match. */
export function useBankForm(initial: BankFormValues) {
  return useForm<BankFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validateInputOnChange: ['accountNumber', 'reAccountNumber'],
    validate: {
      accountNumber: (v) => (DIGITS.test(v) ? null : MSG.onlyNumberAllowed),
      reAccountNumber: (v, values) =>
        !DIGITS.test(v) ? MSG.onlyNumberAllowed : v !== values.accountNumber ? MSG.accountNumbersMismatch : null,
    },
  });
}

export function SavedAccountCard({ bankName, masked }: { bankName: string; masked: string }) {
  return (
    <Card padding="md" bg="sahajTeal.0" style={{ borderColor: 'var(--mantine-color-sahajTeal-2)' }}>
      <Group gap="sm" wrap="nowrap">
        <IconBuildingBank size={28} color="var(--mantine-color-sahajTeal-7)" aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} truncate>
            {bankName || 'Saved account'}
          </Text>
          <Text size="sm" c="dimmed" role="group" aria-label="Saved account number">
            {masked}
          </Text>
        </div>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          Saved
        </Badge>
      </Group>
    </Card>
  );
}

/** Bank Details: every field, with searchable country → state → city selects. */
export function BankForm({ form }: { form: UseFormReturnType<BankFormValues> }) {
  const countries = useCountries();
  const states = useStates(form.values.countryCode);
  const cities = useCities(form.values.countryCode, form.values.stateCode);
  const digitsOnly = (field: 'accountNumber' | 'reAccountNumber') => {
    const p = form.getInputProps(field);
    return { ...p, inputMode: 'numeric' as const, autoComplete: 'off' };
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Bank name" autoComplete="off" {...form.getInputProps('bankName')} />
        <TextInput label="Account holder name" autoComplete="name" {...form.getInputProps('accountHolderName')} />
        <PasswordInput label="Account number" {...digitsOnly('accountNumber')} />
        <PasswordInput
          label="Re-enter account number"
          {...digitsOnly('reAccountNumber')}
          onPaste={(e) => e.preventDefault()}
        />
        <TextInput label="SWIFT/IFSC code" autoComplete="off" {...form.getInputProps('ifsc')} />
        <TextInput label="Branch name" {...form.getInputProps('branchName')} />
      </SimpleGrid>
      {(countries.isError || states.isError || cities.isError) && (
        <Alert color="red" variant="light">
          {errorMessage(countries.error ?? states.error ?? cities.error)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label="Country"
          placeholder={countries.isPending ? 'Loading…' : 'Search country'}
          searchable
          size="md"
          nothingFoundMessage="No country found"
          data={(countries.data ?? []).map((c) => ({ value: c.isoCode, label: c.name }))}
          value={form.values.countryCode}
          onChange={(v) => {
            // Changing a parent clears its children.
            form.setValues({ countryCode: v, stateCode: null, city: null });
          }}
          error={form.errors.countryCode}
          comboboxProps={{ withinPortal: false }}
        />
        <Select
          comboboxProps={{ withinPortal: false }}
          label="State"
          placeholder={
            !form.values.countryCode ? 'Choose a country first' : states.isPending ? 'Loading…' : 'Search state'
          }
          searchable
          size="md"
          disabled={!form.values.countryCode}
          nothingFoundMessage="No state found"
          data={(states.data ?? []).map((s) => ({ value: s.isoCode, label: s.name }))}
          value={form.values.stateCode}
          onChange={(v) => form.setValues({ stateCode: v, city: null })}
          error={form.errors.stateCode}
        />
        <Select
          comboboxProps={{ withinPortal: false }}
          label="City"
          placeholder={!form.values.stateCode ? 'Choose a state first' : cities.isPending ? 'Loading…' : 'Search city'}
          searchable
          size="md"
          disabled={!form.values.stateCode}
          nothingFoundMessage="No city found"
          data={[...new Set((cities.data ?? []).map((c) => c.name))]}
          value={form.values.city}
          onChange={(v) => form.setFieldValue('city', v)}
          error={form.errors.city}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The names and the country's first time zone, for the accountDetails payload. */
export function useBankNames(form: UseFormReturnType<BankFormValues>) {
  const countries = useCountries();
  const states = useStates(form.values.countryCode);
  return () => {
    const country = countries.data?.find((c) => c.isoCode === form.values.countryCode);
    const state = states.data?.find((s) => s.isoCode === form.values.stateCode);
    return {
      country: country?.name ?? '',
      countryCode: country?.isoCode ?? '',
      timeZone: country?.timeZone ?? '',
      state: state?.name ?? '',
      stateCode: state?.isoCode ?? '',
    };
  };
}
