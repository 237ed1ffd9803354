import type { CompanyPaymentOrder } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PlanPurchase } from './buy-plan';

/** PATCH companies/{companyId}/subscriptions/{planId}/updatesubscription { gateway }: an upgrade's gateway order. */
export const upgradePlan = ({ companyId, planId, gateway }: PlanPurchase) =>
  api<CompanyPaymentOrder>(
    `/companies/${encodeURIComponent(companyId)}/subscriptions/${encodeURIComponent(planId)}/updatesubscription`,
    { method: 'PATCH', body: { gateway } },
  );

export const useUpgradePlan = () => useMutation({ mutationFn: upgradePlan });
