import type { CompanyPaymentOrder, PaymentGateway } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PATCH companies/{companyId}/credits/buycredits { amount, gateway }: amount in whole rupees (= credits). */
export const buyCredits = ({
  companyId,
  amount,
  gateway,
}: {
  companyId: string;
  amount: number;
  gateway: PaymentGateway;
}) =>
  api<CompanyPaymentOrder>(`/companies/${encodeURIComponent(companyId)}/credits/buycredits`, {
    method: 'PATCH',
    body: { amount, gateway },
  });

export const useBuyCredits = () => useMutation({ mutationFn: buyCredits });
