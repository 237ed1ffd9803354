import { Button, Skeleton, Stack } from '@mantine/core';
import { AWAITING_APPROVAL_STATUSES, bankDetailsForm } from '@sahaj/contract';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { useBankDetails } from '../api/get-bank-details';
import { useUpdateWorkProfile } from '../api/update-work-profile';
import { BankForm, type BankFormValues, emptyBank, SavedAccountCard, useBankForm, useBankNames } from './bank-form';
import type { StepProps } from './step-props';
import { WizardFooter } from './wizard-footer';

const FIELD_OF: Record<string, keyof BankFormValues> = { country: 'countryCode', state: 'stateCode' };

function BankStepForm({ profile, onSaved, initial }: StepProps & { initial: BankFormValues }) {
  const navigate = useNavigate();
  const update = useUpdateWorkProfile();
  const form = useBankForm(initial);
  const names = useBankNames(form);

  const onContinue = () => {
    if (form.validate().hasErrors) return;
    const v = form.getValues();
    const accountDetails = {
      bankName: v.bankName,
      accountHolderName: v.accountHolderName,
      accountNumber: v.accountNumber,
      ifsc: v.ifsc,
      branchName: v.branchName,
      city: v.city ?? '',
      ...names(),
    };
    const parsed = bankDetailsForm.safeParse({ ...accountDetails, reAccountNumber: v.reAccountNumber });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'bankName');
        const field = FIELD_OF[key] ?? key;
        errors[field] ??= issue.message;
      }
      form.setErrors(errors);
      return;
    }
    update.mutate({ accountDetails }, { onSuccess: (r) => onSaved(r), onError: (err) => notify.error(err) });
  };

  // skip goes to the pending route while approval is awaited, else to the dashboard.
  const skip = () =>
    navigate(
      AWAITING_APPROVAL_STATUSES.includes(profile.status)
        ? '/user/doctor/update-profile/pending'
        : '/user/base/home/dashboard',
    );

  return (
    <>
      <Stack gap="md">
        {profile.accountDetails && (
          <SavedAccountCard bankName={profile.accountDetails.bankName} masked={profile.accountDetails.accountNumber} />
        )}
        <BankForm form={form} />
      </Stack>
      <WizardFooter
        onContinue={onContinue}
        loading={update.isPending}
        extra={
          <Button variant="subtle" color="gray" size="md" onClick={skip}>
            skip for now
          </Button>
        }
      />
    </>
  );
}

/** Page 6: Bank Details (the owner's own form gets the full number; everything else shows it masked). */
export function StepBank(props: StepProps) {
  const bank = useBankDetails();
  if (bank.isPending)
    return (
      <Stack gap="md" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={56} />
        ))}
      </Stack>
    );
  const a = bank.data?.accountDetails;
  const initial: BankFormValues = a
    ? {
        bankName: a.bankName,
        accountHolderName: a.accountHolderName,
        accountNumber: a.accountNumber,
        reAccountNumber: a.accountNumber,
        ifsc: a.ifsc,
        branchName: a.branchName,
        countryCode: a.countryCode || null,
        stateCode: a.stateCode || null,
        city: a.city || null,
      }
    : emptyBank;
  return <BankStepForm {...props} initial={initial} />;
}
