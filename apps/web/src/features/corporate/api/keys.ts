import type { CompanyProviderListQuery } from '@sahaj/contract';

/**
 * Query keys the corporate feature owns. A company's own data lives under ['corporate', 'company'];
 * what an employee sees of their company under ['corporate', 'employee'].
 */
export const corporateKeys = {
  all: ['corporate'] as const,
  company: ['corporate', 'company'] as const,
  profile: ['corporate', 'company', 'profile'] as const,
  dashboard: ['corporate', 'company', 'dashboard'] as const,
  employees: ['corporate', 'company', 'employees'] as const,
  employeeList: (tab: 0 | 1, page: number) => ['corporate', 'company', 'employees', 'list', tab, page] as const,
  employee: (id: string) => ['corporate', 'company', 'employees', 'detail', id] as const,
  payments: ['corporate', 'company', 'payments'] as const,
  plans: ['corporate', 'company', 'plans'] as const,
  verification: (transactionId: string) => ['corporate', 'company', 'payment', transactionId] as const,
  therapists: ['corporate', 'company', 'therapists'] as const,
  providers: (query: CompanyProviderListQuery) => ['corporate', 'company', 'therapists', 'all', query] as const,
  selected: (text: string) => ['corporate', 'company', 'therapists', 'selected', text] as const,
  surveys: ['corporate', 'company', 'surveys'] as const,
  survey: (formId: string) => ['corporate', 'company', 'surveys', formId] as const,
  employeeSide: ['corporate', 'employee'] as const,
  myCompany: ['corporate', 'employee', 'my-company'] as const,
  invite: (token: string) => ['corporate', 'employee', 'invite', token] as const,
  companyTherapists: (companyId: string, text: string) =>
    ['corporate', 'employee', 'therapists', companyId, text] as const,
  priceDetail: (providerId: string) => ['corporate', 'employee', 'price', providerId] as const,
};
