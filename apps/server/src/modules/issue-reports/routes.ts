import {
  adminIssueReportsData,
  adminIssueReportsQuery,
  okEnvelope,
  reportIssueBody,
  reportIssueResult,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['issue-reports'];

/** Issue reports (spec 03: POST /patient/report-issues; issue 14: listed for admins). */
const issueReportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.issueReports;

  app.post(
    '/patient/report-issues',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        security,
        summary: 'Report a problem with one of my sessions',
        description:
          "A category from the list and a description; the appointment must be the caller's (404 otherwise). Answers 'Issue raised successfully'.",
        body: reportIssueBody,
        response: { 200: okEnvelope(reportIssueResult) },
      },
    },
    async (req) => ok(await service.report(principalOf(req).userId, req.body)),
  );

  app.get(
    '/admin/report-issues',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        security,
        summary: 'Reported issues, newest first, with the appointment they concern',
        querystring: adminIssueReportsQuery,
        response: { 200: okEnvelope(adminIssueReportsData) },
      },
    },
    async (req) => ok(await service.list(req.query)),
  );
};

export default issueReportsRoutes;
