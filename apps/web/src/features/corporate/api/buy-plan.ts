import type { CompanyPaymentOrder, PaymentGateway } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PlanPurchase {
  companyId: string;
  planId: string;
  gateway: PaymentGateway;
}

/** PATCH companies/{companyId}/subscriptions/{planId}/buy { gateway }: a first plan's gateway order. */
export const buyPlan = ({ companyId, planId, gateway }: PlanPurchase) =>
  api<CompanyPaymentOrder>(
    `/companies/${encodeURIComponent(companyId)}/subscriptions/${encodeURIComponent(planId)}/buy`,
    { method: 'PATCH', body: { gateway } },
  );

export const useBuyPlan = () => useMutation({ mutationFn: buyPlan });
