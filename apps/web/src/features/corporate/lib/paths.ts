/** The corporate area's web paths (spec 03 route table, under /user/base/home). */
const HOME = '/user/base/home';

export const CORPORATE_PATHS = {
  dashboard: `${HOME}/corporate/dashboard`,
  employees: `${HOME}/corporate/employees-list`,
  employeeDetails: `${HOME}/corporate/employees-list/user-details`,
  profile: `${HOME}/corporate/profile`,
  editProfile: `${HOME}/corporate/profile/edit-profile`,
  paymentHistory: `${HOME}/corporate/profile/my-payment-history`,
  privacyPolicy: `${HOME}/corporate/profile/privacy-policy`,
  plans: `${HOME}/corporate/Subscription-plans`,
  wallet: `${HOME}/corporate/dashboard/wallet-credit`,
  addTherapists: `${HOME}/corporate/dashboard/add-doctor`,
  viewTherapists: `${HOME}/corporate/dashboard/view-doctors`,
  selectedTherapists: `${HOME}/corporate/view-selected-doctors`,
  surveys: `${HOME}/corporate/survay-form`,
  testCheckout: (transactionId: string) => `${HOME}/corporate/test-checkout/${transactionId}`,
  giveSurvey: (formId: string) => `${HOME}/dashboard/survay-form/give-survey/${formId}`,
  therapistProfile: (id: string) => `${HOME}/doctor-profile/${id}`,
} as const;
