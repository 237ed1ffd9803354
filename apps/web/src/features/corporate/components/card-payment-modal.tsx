import { Loader, Modal } from '@mantine/core';
import type { CompanyPaymentOrder } from '@sahaj/contract';
import { lazy, Suspense } from 'react';

const CompanyCardForm = lazy(() => import('./company-card-form').then((m) => ({ default: m.CompanyCardForm })));

/** Stripe's card form in a modal, for a purchase whose order is a payment intent. */
export function CardPaymentModal({
  order,
  onPaid,
  onClose,
}: {
  order: CompanyPaymentOrder | null;
  onPaid: (order: CompanyPaymentOrder) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={order !== null} onClose={onClose} title="Pay by card" centered>
      {order && (
        <Suspense fallback={<Loader role="status" aria-label="Loading the card form" />}>
          <CompanyCardForm
            publishableKey={order.publishableKey!}
            clientSecret={order.clientSecret!}
            returnUrl={`${window.location.origin}${window.location.pathname}?transactionId=${order.transactionId}`}
            onPaid={() => onPaid(order)}
            onCancel={onClose}
          />
        </Suspense>
      )}
    </Modal>
  );
}
