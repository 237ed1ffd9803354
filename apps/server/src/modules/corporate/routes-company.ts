import {
  buyCreditsBody,
  companyCheckoutBody,
  companyDashboard,
  companyEmployeeParams,
  companyIdParams,
  companyPaymentHistory,
  companyPaymentHistoryQuery,
  companyPaymentIdParams,
  companyPaymentOrder,
  companyPaymentVerification,
  companyPlanParams,
  companyPlansData,
  companyProfile,
  companyProfileSaved,
  companyProviderList,
  companyProviderListQuery,
  companyProviderParams,
  companyRazorpayVerifyBody,
  companyTransactionParams,
  employeeDetail,
  employeeIdParams,
  employeeListData,
  employeeListParams,
  employeeListQuery,
  formDetailData,
  formIdRouteParams,
  formsListData,
  inviteEmployeeBody,
  inviteRosterBody,
  LOGO_MAX_BYTES,
  logoChanged,
  MSG,
  messageData,
  okEnvelope,
  providerSelectionResult,
  rosterReport,
  selectedProvidersData,
  selectedProvidersQuery,
  submitAnswersBody,
  updateCompanyProfileBody,
} from '@sahaj/contract';
import type { FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { ok, principalOf } from '../../lib/http';
import { readUpload } from '../../lib/multipart';

const security = [{ bearer: [] }];
/** Limits count per account (the access hook has read the caller by then), not per address: offices share one. */
const perAccount = (name: string) => (req: FastifyRequest) => `corporate-${name}:${req.principal?.userId ?? req.ip}`;
const tags = ['corporate'];
const company = { access: ['company'] as ['company'] };

/** The caller's own company id; naming another company answers 404 (its existence is not told). */
function me(req: FastifyRequest, companyId?: string) {
  const id = principalOf(req).userId;
  if (companyId !== undefined && companyId !== id) throw notFound(MSG.companyNotFound, 'COMPANY_NOT_FOUND');
  return id;
}

/** The multipart body is read by readUpload; the zod schema documents it in OpenAPI only. */
const multipartBody = (route: Parameters<typeof validatorCompiler>[0]) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route);

/** Routes of a company account (spec 03 §7 "Corporate"; contract corporate.ts lists them all). */
const companyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const corp = () => ctx.services.corporate;

  // ------------------------------------------------------------ profile
  app.get(
    '/companies/mycompanyprofile',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: 'My company profile, plan and credits',
        response: { 200: okEnvelope(companyProfile) },
      },
    },
    async (req) => ok(await corp().profile.profile(me(req))),
  );
  app.patch(
    '/companies/mycompanyprofile/update',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: 'Edit my company profile',
        description:
          "The spec's required fields and messages; email is the contact e-mail (the login e-mail does not change).",
        body: updateCompanyProfileBody,
        response: { 200: okEnvelope(companyProfileSaved) },
      },
    },
    async (req) => ok(await corp().profile.update(me(req), req.body)),
  );
  app.patch(
    '/companies/:companyId/upload/file',
    {
      config: { ...company, rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perAccount('company') } },
      schema: {
        tags,
        security,
        summary: "Upload my company logo (multipart/form-data, field 'files')",
        description: 'PNG, JPEG or WebP under 2 MB, at least 64 px a side, checked from its bytes and re-encoded.',
        params: companyIdParams,
        consumes: ['multipart/form-data'],
        body: z.object({ files: z.any().describe('The logo image') }),
        response: { 200: okEnvelope(logoChanged) },
      },
      validatorCompiler: (route) => multipartBody(route as unknown as Parameters<typeof validatorCompiler>[0]),
    },
    async (req) => {
      const id = me(req, req.params.companyId);
      const { file } = await readUpload(req, {
        maxFileBytes: LOGO_MAX_BYTES,
        fileFields: ['files', 'file'],
        maxFields: 5,
        maxFieldSize: 200,
      });
      if (!file) throw badRequest(MSG.uploadFileRequired);
      return ok(await corp().profile.uploadLogo(id, file));
    },
  );
  app.get(
    '/companies/dashboard',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: 'Dashboard charts: credit use by month and employee uptake',
        description: 'Aggregates only; any group of fewer than 5 people is null.',
        response: { 200: okEnvelope(companyDashboard) },
      },
    },
    async (req) => ok(await corp().dashboard.dashboard(me(req))),
  );

  // ------------------------------------------------------------ employees
  app.get(
    '/companies/:companyId/employeeList/:tab',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: 'My employees: tab 0 Pending invites, 1 Accepted',
        description: "10 a page (page from 0). Usage counts are null ('Private') unless the employee shares them.",
        params: employeeListParams,
        querystring: employeeListQuery,
        response: { 200: okEnvelope(employeeListData) },
      },
    },
    async (req) => {
      const id = me(req, req.params.companyId);
      return ok(await corp().employees.list(id, req.params.tab, req.query.page, req.query.limit));
    },
  );
  app.get(
    '/companies/employeeList/:employeeId',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: 'One of my employees',
        params: employeeIdParams,
        response: { 200: okEnvelope(employeeDetail) },
      },
    },
    async (req) => ok(await corp().employees.details(me(req), req.params.employeeId)),
  );
  app.post(
    '/companies/employee/invite',
    {
      config: { ...company, rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: perAccount('company') } },
      schema: {
        tags,
        security,
        summary: 'Invite an employee by e-mail',
        description:
          "Sends an e-mail with a link; an address already invited gets a new link. 502 'Failed to send an invite' when it cannot be sent.",
        body: inviteEmployeeBody,
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => ok(await corp().employees.invite(me(req), req.body.email)),
  );
  app.post(
    '/companies/employee/invite-roster',
    {
      config: { ...company, rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: perAccount('company') } },
      schema: {
        tags,
        security,
        summary: 'Invite many employees from a CSV roster',
        description: 'All or nothing: any bad row answers 400 with data.rows naming each row, and nothing is saved.',
        body: inviteRosterBody,
        response: { 200: okEnvelope(rosterReport) },
      },
    },
    async (req) => ok(await corp().employees.inviteRoster(me(req), req.body.csv)),
  );
  for (const action of ['blockemployee', 'unblockemployee'] as const) {
    app.patch(
      `/companies/:companyId/employee/:employeeId/${action}`,
      {
        config: company,
        schema: {
          tags,
          security,
          summary: action === 'blockemployee' ? 'Block an employee from company credits' : 'Unblock an employee',
          description: 'A blocked employee keeps their account and history; they can no longer spend company credits.',
          params: companyEmployeeParams,
          response: { 200: okEnvelope(messageData) },
        },
      },
      async (req) => {
        const id = me(req, req.params.companyId);
        const s = corp().employees;
        return ok(await (action === 'blockemployee' ? s.block : s.unblock)(id, req.params.employeeId));
      },
    );
  }

  // ------------------------------------------------------------ plans, credits, payments
  app.get(
    '/companies/subscriptions/allplans',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: 'The subscription plans offered',
        response: { 200: okEnvelope(companyPlansData) },
      },
    },
    async (req) => ok(await corp().purchases.allPlans(me(req))),
  );
  for (const action of ['buy', 'updatesubscription'] as const) {
    app.patch(
      `/companies/:companyId/subscriptions/:planId/${action}`,
      {
        config: company,
        schema: {
          tags,
          security,
          summary: action === 'buy' ? 'Buy a plan (no live plan yet)' : 'Upgrade to a dearer plan',
          description: 'Opens the gateway checkout; the plan starts when the payment is confirmed.',
          params: companyPlanParams,
          body: companyCheckoutBody,
          response: { 200: okEnvelope(companyPaymentOrder) },
        },
      },
      async (req) => {
        const id = me(req, req.params.companyId);
        const p = corp().purchases;
        return ok(await (action === 'buy' ? p.buyPlan : p.upgrade)(id, req.params.planId, req.body.gateway));
      },
    );
  }
  app.patch(
    '/companies/:companyId/credits/buycredits',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: 'Buy wallet credits (1 credit = ₹1)',
        description:
          "amount: a positive whole number of rupees ('1,500' or '1500.50' are refused); GST is added on top.",
        params: companyIdParams,
        body: buyCreditsBody,
        response: { 200: okEnvelope(companyPaymentOrder) },
      },
    },
    async (req) =>
      ok(await corp().purchases.buyCredits(me(req, req.params.companyId), req.body.amount, req.body.gateway)),
  );
  app.get(
    '/companies/payments/:transactionId',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: 'Verify one of my purchases by transaction',
        params: companyTransactionParams,
        response: { 200: okEnvelope(companyPaymentVerification) },
      },
    },
    async (req) => ok(await corp().purchases.verify(me(req), req.params.transactionId)),
  );
  app.post(
    '/companies/payments/razorpay/verify',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: "Razorpay checkout's callback for my purchase",
        body: companyRazorpayVerifyBody,
        response: { 200: okEnvelope(companyPaymentVerification) },
      },
    },
    async (req) => ok(await corp().purchases.verifyRazorpay(me(req), req.body)),
  );
  app.get(
    '/companies/payment-details',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: 'My payment history (newest first, 10 a page from 0)',
        querystring: companyPaymentHistoryQuery,
        response: { 200: okEnvelope(companyPaymentHistory) },
      },
    },
    async (req) => ok(await corp().purchases.history(me(req), req.query.page, req.query.limit)),
  );
  app.get(
    '/companies/payment-details/:paymentId/invoice',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: 'The GST invoice of one of my purchases (PDF)',
        params: companyPaymentIdParams,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const { number, pdf } = await corp().invoicePdf(me(req), req.params.paymentId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${number.replaceAll('/', '-')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );

  // ------------------------------------------------------------ therapists
  app.get(
    '/companies/providers/all',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: 'Therapists to choose from (search and filters), each marked when already chosen',
        querystring: companyProviderListQuery,
        response: { 200: okEnvelope(companyProviderList) },
      },
    },
    async (req) => ok(await corp().providers.all(me(req), req.query)),
  );
  app.get(
    '/companies/:companyId/providers/companyselectedProviders',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: 'My chosen therapists (search by name)',
        params: companyIdParams,
        querystring: selectedProvidersQuery,
        response: { 200: okEnvelope(selectedProvidersData) },
      },
    },
    async (req) => ok(await corp().providers.selected(me(req, req.params.companyId), req.query)),
  );
  for (const action of ['addprovidertocompany', 'deleteproviderfromcompany'] as const) {
    app.patch(
      `/companies/:companyId/providers/:providerId/${action}`,
      {
        config: company,
        schema: {
          tags,
          security,
          summary:
            action === 'addprovidertocompany'
              ? 'Choose a therapist (up to the plan doctorCount)'
              : 'Remove a chosen therapist',
          description:
            action === 'addprovidertocompany'
              ? "409 'Maximum therapist selection reached' at the plan's doctorCount (checked under a lock: parallel adds never exceed it)."
              : 'Removing is always allowed.',
          params: companyProviderParams,
          response: { 200: okEnvelope(providerSelectionResult) },
        },
      },
      async (req) => {
        const id = me(req, req.params.companyId);
        const p = corp().providers;
        return ok(await (action === 'addprovidertocompany' ? p.add : p.remove)(id, req.params.providerId));
      },
    );
  }

  // ------------------------------------------------------------ surveys
  app.get(
    '/companies/forms/admincreated/allforms',
    {
      config: company,
      schema: { tags, security, summary: 'Surveys to fill in', response: { 200: okEnvelope(formsListData) } },
    },
    async (req) => ok(await corp().surveys.list(me(req))),
  );
  app.get(
    '/companies/forms/admincreated/:formId',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: "A survey's questions",
        params: formIdRouteParams,
        response: { 200: okEnvelope(formDetailData) },
      },
    },
    async (req) => ok(await corp().surveys.detail(me(req), req.params.formId)),
  );
  app.post(
    '/companies/forms/submit-answer',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: "Submit a survey's answers",
        body: submitAnswersBody,
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => ok(await corp().surveys.submit(me(req), req.body)),
  );
};

export default companyRoutes;
