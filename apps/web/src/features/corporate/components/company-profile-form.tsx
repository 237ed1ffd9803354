import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type Category,
  type CompanyProfile,
  type CompanySignupDetails,
  type UpdateCompanyProfileBody,
  updateCompanyProfileBody,
} from '@sahaj/contract';
import { formErrorTarget, showServerError } from '../../../lib/server-error';

export interface CompanyProfileValues {
  role: string;
  email: string;
  companyName: string;
  companyAddress: string;
  companyCategory: { categoryName: string; categoryId: string | null };
  companySize: string;
  companyWebsite: string;
  billingAddress: string;
  gstin: string;
}

export const valuesOf = (p: CompanyProfile): CompanyProfileValues => ({
  role: p.profileCreatorRole ?? '',
  email: p.companyEmail ?? p.email ?? '',
  companyName: p.companyName ?? '',
  companyAddress: p.companyAddress ?? '',
  companyCategory: { categoryName: p.companyCategory.categoryName ?? '', categoryId: p.companyCategory.categoryId },
  companySize: p.companySize ?? '',
  companyWebsite: p.companyWebsite ?? '',
  billingAddress: p.billingAddress ?? '',
  gstin: p.gstin ?? '',
});

/** A list that keeps the saved value choosable even when the lookup no longer offers it. */
const withCurrent = (options: string[], current: string) =>
  current && !options.includes(current) ? [current, ...options] : options;

/**
 * The edit company profile form (spec 03 §2): role, email, company name, location/area, company
 * category, number of employees, company website, currency (INR, disabled); plus the billing address
 * and GSTIN that invoices carry. Checked with the contract's schema, so the messages are the spec's
 * ('Role is required', 'Company Name is required', …) and the server's are the same.
 */
export function CompanyProfileForm({
  initial,
  categories,
  details,
  saving,
  onSave,
  onCancel,
}: {
  initial: CompanyProfileValues;
  categories: Category[];
  details: CompanySignupDetails | undefined;
  saving: boolean;
  /** Saves; a refusal that names a field shows under that field, anything else as a toast. */
  onSave: (body: UpdateCompanyProfileBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<CompanyProfileValues>({
    initialValues: initial,
    validate: schemaResolver(updateCompanyProfileBody, { sync: true }),
    validateInputOnBlur: true,
  });
  const categoryNames = categories.map((c) => c.categoryName);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        onSave({ ...v, billingAddress: v.billingAddress || null, gstin: v.gstin || null }).catch((err: unknown) =>
          showServerError(err, formErrorTarget(form)),
        ),
      )}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Role"
            withAsterisk
            data={withCurrent(details?.companySignupRoles ?? [], form.values.role)}
            searchable
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
          <TextInput label="Email" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput
            label="Company name"
            withAsterisk
            autoComplete="organization"
            {...form.getInputProps('companyName')}
          />
          <TextInput label="Location/Area" withAsterisk {...form.getInputProps('companyAddress')} />
          <Select
            label="Company category"
            withAsterisk
            data={withCurrent(categoryNames, form.values.companyCategory.categoryName)}
            searchable
            allowDeselect={false}
            value={form.values.companyCategory.categoryName || null}
            onChange={(name) =>
              form.setFieldValue('companyCategory', {
                categoryName: name ?? '',
                categoryId: categories.find((c) => c.categoryName === name)?._id ?? null,
              })
            }
            error={form.errors['companyCategory.categoryName'] ?? form.errors.companyCategory}
          />
          <Select
            label="Number of employees"
            withAsterisk
            data={withCurrent(details?.companySize ?? [], form.values.companySize)}
            allowDeselect={false}
            {...form.getInputProps('companySize')}
          />
          <TextInput
            label="Company website"
            withAsterisk
            description="Like https://example.com"
            autoComplete="url"
            {...form.getInputProps('companyWebsite')}
          />
          <TextInput label="Currency" value="INR" disabled readOnly />
          <TextInput
            label="GSTIN"
            description="Optional; printed on your invoices"
            maxLength={15}
            {...form.getInputProps('gstin')}
          />
        </SimpleGrid>
        <Textarea
          label="Billing address"
          description="Optional; printed on your invoices"
          autosize
          minRows={2}
          {...form.getInputProps('billingAddress')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
