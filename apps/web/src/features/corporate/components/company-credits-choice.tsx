import { Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { MSG, type ScheduleDetails } from '@sahaj/contract';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useBookOnCredits } from '../api/book-on-credits';
import { useMyCompany } from '../api/get-my-company';
import { useProviderPriceDetail } from '../api/get-provider-price-detail';
import { credits } from '../lib/format';

/** Refusals that mean "not on credits" (no credits left 402, blocked 403, not a chosen therapist 404). */
const refusedCredits = (err: unknown) => err instanceof ApiError && [402, 403, 404].includes(err.status);

/** True while the booking screen pays by company credits: an employee who has not chosen to pay personally. */
export function usePaysByCompanyCredits(personal: boolean): boolean {
  const mine = useMyCompany();
  return !!mine.data?.membership && !personal;
}

/**
 * The booking screen's payment choice for an employee (spec 03 §6: corporate patients pay by company
 * credits): 'Book on company credits' through the same hold and confirmation as any booking, no
 * gateway. When the credits run out, the employee is blocked or the therapist is not one the company
 * chose, it says so and offers 'Pay personally instead' (the usual payment, `children`). A patient
 * with no company sees only `children`.
 */
export function CompanyCreditsChoice({
  hold,
  disabled,
  onGone,
  personal,
  onPersonalChange,
  children,
}: {
  hold: ScheduleDetails;
  disabled?: boolean;
  /** The hold is gone or the slot was taken (409): back to the picker with the message. */
  onGone: (message: string) => void;
  /** The employee chose to pay personally (the page shows the personal price only then). */
  personal: boolean;
  onPersonalChange: (personal: boolean) => void;
  children: ReactNode;
}) {
  const mine = useMyCompany();
  const membership = mine.data?.membership ?? null;
  if (mine.isPending) return <Skeleton h={44} radius="md" role="status" aria-label="Checking your company plan" />;
  if (!membership || personal)
    return (
      <Stack gap="xs">
        {children}
        {membership && (
          <Anchor component="button" type="button" size="sm" onClick={() => onPersonalChange(false)} ta="left">
            Use company credits instead
          </Anchor>
        )}
      </Stack>
    );
  return (
    <CreditsPanel
      hold={hold}
      companyId={membership.companyDetails.companyId}
      companyName={membership.companyDetails.companyName ?? 'your company'}
      blocked={!membership.canUseCredits}
      disabled={disabled}
      onGone={onGone}
      onPersonal={() => onPersonalChange(true)}
    />
  );
}

function CreditsPanel({
  hold,
  companyId,
  companyName,
  blocked,
  disabled,
  onGone,
  onPersonal,
}: {
  hold: ScheduleDetails;
  companyId: string;
  companyName: string;
  blocked: boolean;
  disabled?: boolean;
  onGone: (message: string) => void;
  onPersonal: () => void;
}) {
  const navigate = useNavigate();
  const patientId = useSession()?.user?._id ?? '';
  const price = useProviderPriceDetail(hold.providerId, !blocked);
  const book = useBookOnCredits();
  const [refusal, setRefusal] = useState<string | null>(blocked ? MSG.employeeIsBlocked : null);

  function bookOnCredits() {
    setRefusal(null);
    book.mutate(
      { companyId, patientId, scheduleId: hold._id },
      {
        onSuccess: (r) => {
          notify.success(r.message);
          navigate('/user/base/home/appointments/upcoming');
        },
        onError: (err) => {
          if (err instanceof ApiError && (err.status === 409 || err.status === 410)) onGone(err.message);
          else if (refusedCredits(err)) setRefusal(err.message);
          else notify.error(err);
        },
      },
    );
  }

  const reason = refusal ?? (price.data && !price.data.canBook ? (price.data.reason ?? MSG.noCreditsLeft) : null);
  const priceError = price.isError && !refusal ? price.error.message : null;
  return (
    <Stack gap="sm">
      {price.data && !reason && (
        <Text size="sm">
          <IconBuildingSkyscraper size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> Paid by{' '}
          {companyName}: this session uses <strong>{credits(price.data.creditsRequired)}</strong> of{' '}
          {credits(price.data.creaditsLeft)} left. Nothing to pay yourself.
        </Text>
      )}
      {(reason || priceError) && (
        <Alert color="orange" variant="light" role="alert" title="Company credits cannot pay for this session">
          {reason ?? priceError}
        </Alert>
      )}
      {!reason && !priceError && (
        <Button
          size="md"
          color="sahajCoral.8"
          onClick={bookOnCredits}
          loading={book.isPending}
          disabled={disabled || !patientId || price.isPending}
          fullWidth
        >
          Book on company credits
        </Button>
      )}
      <Button
        variant={reason || priceError ? 'filled' : 'subtle'}
        onClick={onPersonal}
        disabled={book.isPending}
        fullWidth
      >
        Pay personally instead
      </Button>
    </Stack>
  );
}
