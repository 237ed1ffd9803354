import { createHash } from 'node:crypto';
import {
  checkEmailCodeBody,
  checkEmailCodeData,
  okEnvelope,
  patientProfileUpdate,
  profileUpdateData,
  questionsData,
  questionsQuery,
  sendEmailCodeBody,
  sendEmailCodeData,
  TIME_ZONE_HEADER,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { bearerToken, ok, principalOf } from '../../lib/http';
import { sendLimits } from '../auth';

/** Rate limits count per token (hashed), else per address. */
const perCaller = (req: Parameters<typeof bearerToken>[0]) => {
  const token = bearerToken(req);
  return token ? `onb:${createHash('sha256').update(token).digest('base64url')}` : `onb-ip:${req.ip}`;
};

/** Patient onboarding wizard (spec document 1, "Patient onboarding wizard"). */
const onboardingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.onboarding;
  // The same per-address and per-IP limits as every other code-sending route (shared counters).
  const limitSends = sendLimits(app, { isProduction: ctx.config.isProduction });
  const patientOnly = { access: ['patient'] } as const;
  const tags = ['onboarding'];
  const security = [{ bearer: [] }];

  app.put(
    '/registration/patient/signup',
    {
      config: { ...patientOnly, rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: perCaller } },
      schema: {
        tags,
        security,
        summary: 'Save one onboarding page of the signed-in patient',
        description: `Send \`page\` and that page's fields only: 1 name; 2 gender (male, female, other); 3 dob (YYYY-MM-DD); 4 timeZone (label 'Country (GMT+h:mm)'), globalTimeZone (IANA), location; 5 email (verified first through /registration/user/mail/*; leave out to skip); 6 password, confirmPassword; 7 and on: wellnessProfile [{question, answers}] for that page's question (empty or left out to skip). Pages go in order (at most one past the stored page, else 'Invalid page'); the \`${TIME_ZONE_HEADER}\` header carries the caller's IANA zone, used for the age check. When the last page is saved the account becomes 'active'.`,
        body: patientProfileUpdate,
        response: { 200: okEnvelope(profileUpdateData) },
      },
    },
    async (req) => {
      const header = req.headers[TIME_ZONE_HEADER];
      const zone = Array.isArray(header) ? header[0] : header;
      const { userId, sessionId } = principalOf(req);
      return ok(await service.updateProfile(userId, req.body, zone, sessionId));
    },
  );

  app.get(
    '/user/questions',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        security,
        summary: "Pre-booking questions of a context (contextType 'wellness_profile') with their choices",
        querystring: questionsQuery,
        response: { 200: okEnvelope(questionsData) },
      },
    },
    async (req) => {
      const questions = await service.questions(req.query.contextType);
      return ok({ questions, count: questions.length });
    },
  );

  app.post(
    '/registration/user/mail/send-verification',
    {
      config: { ...patientOnly, rateLimit: { max: 6, timeWindow: '10 minutes', keyGenerator: perCaller } },
      preHandler: limitSends,
      schema: {
        tags,
        security,
        summary: 'Send a 4-digit code to the e-mail address typed on onboarding page 5',
        description: 'A new code for the same address waits 45 s (429 with data.retryAfterSeconds).',
        body: sendEmailCodeBody,
        response: { 200: okEnvelope(sendEmailCodeData) },
      },
    },
    async (req) => ok(await service.sendEmailCode(principalOf(req).userId, req.body.email)),
  );

  app.post(
    '/registration/user/mail/check-verification',
    {
      config: { ...patientOnly, rateLimit: { max: 20, timeWindow: '10 minutes', keyGenerator: perCaller } },
      schema: {
        tags,
        security,
        summary: 'Check the e-mail code; on success the address becomes the verified e-mail of the account',
        body: checkEmailCodeBody,
        response: { 200: okEnvelope(checkEmailCodeData) },
      },
    },
    async (req) => ok(await service.checkEmailCode(principalOf(req).userId, req.body.code)),
  );
};
export default onboardingRoutes;
