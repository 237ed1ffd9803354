import {
  AVATAR_MAX_BYTES,
  accountStatusData,
  accountUpdateData,
  changePasswordBody,
  confirmEmailBody,
  confirmPhoneBody,
  contactCodeSentData,
  deleteProfileBody,
  deletionRefundsData,
  devDeleteAccountBody,
  MSG,
  messageData,
  newEmailBody,
  newPhoneBody,
  okEnvelope,
  patientProfileBody,
  timeZoneBody,
  updateNameBody,
} from '@sahaj/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, forbidden } from '../../lib/errors';
import { ok, principalOf } from '../../lib/http';
import { readUpload } from '../../lib/multipart';
import { sendLimits } from '../auth';

const security = [{ bearer: [] }];
const tags = ['account'];
const people = { access: ['patient', 'doctor'] as ['patient', 'doctor'] };
const patients = { access: ['patient'] as ['patient'] };
/** Per account: a fresh login does not reset the counter. */
const perAccount = (prefix: string) => (req: FastifyRequest) => `${prefix}:${req.principal?.userId ?? req.ip}`;

/** One picture in the multipart field 'file' (or 'uploadFile'), cut just over the avatar limit. */
async function readPicture(req: FastifyRequest) {
  const { file } = await readUpload(req, {
    maxFileBytes: AVATAR_MAX_BYTES,
    fileFields: ['file', 'uploadFile'],
    maxFields: 5,
    maxFieldSize: 200,
  });
  if (!file) throw badRequest(MSG.uploadFileRequired);
  return file;
}

/** The account page of patients and therapists (spec 03 "Patient account screens", "User and account"). */
const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.account;
  const limitSends = sendLimits(app, { isProduction: ctx.config.isProduction });

  app.get(
    '/user/account/status',
    {
      config: people,
      schema: {
        tags,
        security,
        summary: 'Account settings: status and data',
        description:
          'What the account page shows: name, contact details (phone in dial-code form), time zone (label and IANA zone: the web app shows every date in it), picture (signed link), patient details.',
        response: { 200: okEnvelope(accountStatusData) },
      },
    },
    async (req) => ok(await service.status(principalOf(req).userId)),
  );

  app.patch(
    '/user/profile',
    {
      config: patients,
      schema: {
        tags,
        security,
        summary: "Change the patient's name",
        description:
          "Reply 'Updated successfully'. Therapists change their name through the work profile (/provider/work-profile/basic-info), which the admin reviews.",
        body: updateNameBody,
        response: { 200: okEnvelope(accountUpdateData) },
      },
    },
    async (req) => ok(await service.updateName(principalOf(req).userId, req.body.name)),
  );

  app.patch(
    '/user/patient/profile',
    {
      config: patients,
      schema: {
        tags,
        security,
        summary: 'Change gender, date of birth or place',
        description:
          "Any of gender (male, female, other), dob (yyyy-MM-dd; 18 to 120 years on today's date in the patient's zone) and location. Reply 'Updated successfully'.",
        body: patientProfileBody,
        response: { 200: okEnvelope(accountUpdateData) },
      },
    },
    async (req) => ok(await service.updatePatientProfile(principalOf(req).userId, req.body)),
  );

  app.post(
    '/user/profile-picture',
    {
      config: {
        ...patients,
        rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perAccount('account-pic') },
      },
      schema: {
        tags,
        security,
        summary: "Upload the patient's profile picture (multipart/form-data, field 'file')",
        description:
          'An image (JPEG, PNG, WebP or GIF) under 2 MB with both sides at least 150 px, checked from its bytes and re-encoded (location data dropped). Replaces and deletes the previous picture. Therapists upload theirs in the work profile.',
        consumes: ['multipart/form-data'],
        body: z.object({ file: z.any().describe('The image') }),
        response: { 200: okEnvelope(accountUpdateData) },
      },
      // The body is multipart (read below); the zod schema documents it in OpenAPI only.
      validatorCompiler: (route) =>
        route.httpPart === 'body'
          ? (data: unknown) => ({ value: data })
          : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
    },
    async (req) => ok(await service.uploadPicture(principalOf(req).userId, await readPicture(req))),
  );

  app.delete(
    '/user/profile-picture',
    {
      config: patients,
      schema: {
        tags,
        security,
        summary: "Remove the patient's profile picture",
        response: { 200: okEnvelope(accountUpdateData) },
      },
    },
    async (req) => ok(await service.removePicture(principalOf(req).userId)),
  );

  app.patch(
    '/user/account/timezone',
    {
      config: people,
      schema: {
        tags,
        security,
        summary: 'Change the time zone',
        description:
          "globalTimeZone: an IANA zone (from /user/available-timezone); timeZone: its label 'Country (GMT+h:mm)'. Every date the app shows follows it; a therapist's weekly hours are read in it.",
        body: timeZoneBody,
        response: { 200: okEnvelope(accountUpdateData) },
      },
    },
    async (req) => ok(await service.updateTimeZone(principalOf(req).userId, req.body)),
  );

  const codeConfig = (prefix: string) => ({
    ...people,
    rateLimit: { max: 6, timeWindow: '10 minutes', keyGenerator: perAccount(prefix) },
  });
  const confirmConfig = (prefix: string) => ({
    ...people,
    rateLimit: { max: 20, timeWindow: '10 minutes', keyGenerator: perAccount(prefix) },
  });

  app.post(
    '/user/account/email/send-code',
    {
      config: codeConfig('account-email-send'),
      preHandler: limitSends,
      schema: {
        tags,
        security,
        summary: 'Start an e-mail change: a 4-digit code goes to the NEW address',
        description:
          'Nothing changes until PATCH /user/account/email with the code. 409 when another account of the same kind holds the address; 429 (data.retryAfterSeconds) inside the 60 s resend wait.',
        body: newEmailBody,
        response: { 200: okEnvelope(contactCodeSentData) },
      },
    },
    async (req) => ok(await service.sendEmailCode(principalOf(req).userId, req.body.email)),
  );

  app.patch(
    '/user/account/email',
    {
      config: confirmConfig('account-email-confirm'),
      schema: {
        tags,
        security,
        summary: 'Finish an e-mail change with the code sent to the new address',
        description:
          "The address becomes the account's verified e-mail. 400 'Invalid Verification Code' otherwise (5 wrong tries end the code).",
        body: confirmEmailBody,
        response: { 200: okEnvelope(accountUpdateData) },
      },
    },
    async (req) => ok(await service.confirmEmail(principalOf(req).userId, req.body.email, req.body.code)),
  );

  app.post(
    '/user/account/phone/send-code',
    {
      config: codeConfig('account-phone-send'),
      preHandler: limitSends,
      schema: {
        tags,
        security,
        summary: 'Start a phone change: a 6-digit code goes by SMS to the NEW number',
        description:
          'Nothing changes until PATCH /user/account/phone with the code. 409 when another account of the same kind holds the number.',
        body: newPhoneBody,
        response: { 200: okEnvelope(contactCodeSentData) },
      },
    },
    async (req) => ok(await service.sendPhoneCode(principalOf(req).userId, req.body.phone)),
  );

  app.patch(
    '/user/account/phone',
    {
      config: confirmConfig('account-phone-confirm'),
      schema: {
        tags,
        security,
        summary: 'Finish a phone change with the code sent to the new number',
        body: confirmPhoneBody,
        response: { 200: okEnvelope(accountUpdateData) },
      },
    },
    async (req) => ok(await service.confirmPhone(principalOf(req).userId, req.body.phone, req.body.code)),
  );

  app.patch(
    '/user/account/reset-password',
    {
      config: {
        ...people,
        rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: perAccount('account-password') },
      },
      schema: {
        tags,
        security,
        summary: 'Change the password (the current one is required)',
        description:
          "Messages: 'Passwords do not match', 'Password should be at least 8 characters long', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'; 400 'Current password is incorrect' (data.field currentPassword). Every other session of the account is revoked and its sockets closed; this one stays.",
        body: changePasswordBody,
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => {
      const { userId, sessionId } = principalOf(req);
      return ok(await service.changePassword(userId, sessionId, req.body));
    },
  );

  app.get(
    '/user/account/delete-profile/refunds',
    {
      config: people,
      schema: {
        tags,
        security,
        summary: 'What deleting the account would refund, shown before the person confirms',
        description: [
          'Deletion cancels every upcoming session of the account. Each paid one is refunded in full (what is left on its payment), as every cancelled paid session is;',
          "a package's unused sessions (counting those booked from it that deletion cancels) are refunded pro rata: price paid × unused ÷ total, rounded down to the paisa.",
          "For a therapist, the sessions and packages are their patients', and the patients are refunded. Amounts are integer paise; the refunds are made when PATCH /user/account/delete-profile succeeds, through each payment's gateway, and appear in the payer's Payment history and the therapist's earnings.",
          'See docs/account-deletion.md.',
        ].join(' '),
        response: { 200: okEnvelope(deletionRefundsData) },
      },
    },
    async (req) => ok(await service.deletion.refundPreview(principalOf(req).userId)),
  );

  app.post(
    '/user/account/delete-profile/send-verification',
    {
      config: codeConfig('account-delete-send'),
      preHandler: limitSends,
      schema: {
        tags,
        security,
        summary: 'Step 1 of deleting the account: a code to the e-mail (else the phone)',
        description:
          "Reply 'Email Sent Successfully' (or 'A verification code was sent to your phone' for an account without e-mail). Then PATCH /user/account/delete-profile with the code.",
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => ok(await service.deletion.sendVerification(principalOf(req).userId)),
  );

  app.patch(
    '/user/account/delete-profile',
    {
      config: confirmConfig('account-delete'),
      schema: {
        tags,
        security,
        summary: 'Delete the account, with the code sent by step 1',
        description: [
          "Reply 'User Profile Deleted Successfully'; the token stops working at once (401) and every socket of the account closes.",
          "Erased, in one transaction: name, date of birth, gender, e-mail, phone, password, picture; health records (and their files), health profile, medications, questionnaire answers; family members; messages (text and files); notifications and their settings; sign-in sessions and linked Google/Apple sign-in; a therapist's work profile.",
          'Kept (the law requires it): payments, refunds, invoices and the money ledger, and the appointments they are for (upcoming ones are cancelled), linked to the anonymised account (status deleted). Stored files are removed from the file store after the commit.',
          'Refunded after the commit: what GET /user/account/delete-profile/refunds showed (paid upcoming sessions in full, unused package sessions pro rata).',
          'See docs/account-deletion.md.',
        ].join(' '),
        body: deleteProfileBody,
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => ok(await service.deletion.deleteWithCode(principalOf(req).userId, req.body.code)),
  );

  app.get(
    '/user/account/export',
    {
      config: {
        ...patients,
        rateLimit: { max: 5, timeWindow: '1 hour', keyGenerator: perAccount('account-export') },
      },
      schema: {
        tags,
        security,
        summary: 'Download everything Sahaj holds about me (one ZIP)',
        description:
          "India's DPDP Act right of access. application/zip, streamed while it is built: README.txt, profile.json, appointments.json, family-members.json, messages.ndjson, health/profile.json, health/records.json and health/files/*, medications.json, questionnaires.json, payments.json (payments, refunds, invoices), notifications.json, files/ (profile picture). Only the caller's own data. At most 5 a hour.",
        produces: ['application/zip'],
      },
    },
    async (req, reply) => {
      const { userId } = principalOf(req);
      const stream = await service.export.zipFor(userId);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="sahaj-my-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  // Development only: instant deletion (no code). Not registered in production (404 there).
  if (!ctx.config.isProduction) {
    app.patch(
      '/admin/dev/delete-account',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          security,
          summary: 'Development only: delete an account at once',
          description:
            "Not available in production. userId: the caller's own account, or (admins) any non-admin account.",
          body: devDeleteAccountBody,
          response: { 200: okEnvelope(messageData) },
        },
      },
      async (req) => {
        const { userId, userType } = principalOf(req);
        const target = req.body.userId;
        if (target !== userId && userType !== 'admin') throw forbidden(MSG.forbidden);
        return ok(await service.deletion.erase(target));
      },
    );
  }
};
export default accountRoutes;
