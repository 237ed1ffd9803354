/** What other features (and the shell) may use from corporate. */

export { useMyCompany } from './api/get-my-company';
export { useCompanyTherapists } from './api/list-company-therapists';
export { CompanyCreditsChoice, usePaysByCompanyCredits } from './components/company-credits-choice';
export { EmployerSharingPanel } from './components/employer-sharing-panel';
export { PendingInviteNotice } from './components/pending-invite-notice';
