import {
  adminLoginBody,
  appleAuthBody,
  authMessageData,
  captchaChallengeData,
  captchaVerifiedData,
  checkVerificationBody,
  codeSentData,
  companyLoginBody,
  companySignupBody,
  emailSignupData,
  forgotCheckBody,
  forgotSendBody,
  googleAuthBody,
  loginData,
  MSG,
  messageData,
  okEnvelope,
  otpLoginBody,
  patientSignupBody,
  phoneLoginBody,
  profileData,
  providerSignupBody,
  publicConfigData,
  RESEND_WAIT_ONBOARDING_SECONDS,
  RESEND_WAIT_SECONDS,
  resendEmailVerificationBody,
  resendOtpBody,
  resetPasswordBody,
  resetTokenData,
  reverifyPhoneBody,
  sendVerificationBody,
  signupSendVerificationBody,
  ticketData,
  unlockLoginBody,
  verifyCaptchaBody,
  verifyOtpBody,
} from '@sahaj/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { bearerToken, ok, principalOf } from '../../lib/http';
import { guessLimit, sendLimits } from './send-limits';
import type { RequestMeta } from './service';

/** The two kinds that sign in by phone: the path segment and the stored userType. */
const PHONE_KINDS = [
  ['patient', 'patient'],
  ['provider', 'doctor'],
] as const;
const kindLabel = (userType: 'patient' | 'doctor') => (userType === 'patient' ? 'Patient' : 'Therapist');

const meta = (req: FastifyRequest): RequestMeta => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
const errorsNote = (lines: string[]) => `\n\nErrors: ${lines.join('; ')}.`;

/** The access area (spec document 1 §7; document 3 corporate login/logout and GET /user/profile). */
const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { providers } = ctx.config;
  const { captcha } = ctx;
  const service = ctx.services.auth;
  const limitSends = sendLimits(app, { isProduction: ctx.config.isProduction });
  const limitGuesses = guessLimit(app, { isProduction: ctx.config.isProduction });
  const tags = ['auth'];
  const bearer = [{ bearer: [] }];

  // ---------------------------------------------------------------- configuration and captcha

  app.get(
    '/public/config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Which sign-in providers and captcha the web shows',
        description:
          'googleClientId / appleClientId are null when the provider is not configured (hide the button). captcha is ' +
          "'recaptcha' when RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are set, otherwise 'altcha' (self-hosted).",
        response: { 200: okEnvelope(publicConfigData) },
      },
    },
    async () =>
      ok({
        googleClientId: providers.google.clientId ?? null,
        appleClientId: providers.apple.clientId ?? null,
        captcha: captcha.verifier.kind,
        recaptchaSiteKey: providers.recaptcha?.siteKey ?? null,
        resendWaitSeconds: RESEND_WAIT_SECONDS,
        resendWaitOnboardingSeconds: RESEND_WAIT_ONBOARDING_SECONDS,
      }),
  );

  app.get(
    '/registration/captcha-challenge',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A signed ALTCHA challenge (valid 10 minutes)',
        description:
          'Our choice of path (the spec names only verify-captcha). Pass data to the ALTCHA widget as its challenge JSON; ' +
          'the widget solves it and yields a base64 payload to send to POST /registration/verify-captcha as token.',
        response: { 200: okEnvelope(captchaChallengeData) },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(captchaChallengeData.parse(await captcha.altcha.challenge()));
    },
  );

  app.post(
    '/registration/verify-captcha',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Verify the invisible captcha',
        description:
          "ALTCHA payload (default) or reCAPTCHA response token (when configured). A solved ALTCHA challenge is accepted once. Reply 'Captcha Completed' " +
          'and data.captchaPass (15 minutes): send it as captchaPass with the sign-up code request, the sign-up form or the company sign-up. ' +
          'Its first use binds it to that phone or e-mail; resends to the same one may reuse it.' +
          errorsNote(["400 'Captcha verification failed'", "502 'An error occurred during captcha verification'"]),
        body: verifyCaptchaBody,
        response: { 200: okEnvelope(captchaVerifiedData) },
      },
    },
    async (req) => ok(await service.verifyCaptcha(req.body.token, req.ip)),
  );

  // ---------------------------------------------------------------- password login

  const loginErrors = errorsNote([
    "404 'User with the email address or phone number not found'",
    '401 "Credentials of the user doesn\'t match"',
    "403 'Phone Number is not verified' (patient/therapist whose phone was never verified)",
    '429 after 10 failed logins of the account within 15 minutes from clients it does not trust, or 10 from one client it trusts (data.retryAfterSeconds; on the shared lock data.hint says an unlock link was sent to the owner: docs/login-lockout.md)',
  ]);
  for (const [segment, userType] of PHONE_KINDS) {
    app.post(
      `/registration/${segment}/login`,
      {
        config: { access: 'public' },
        preHandler: limitGuesses,
        schema: {
          tags,
          summary: `${kindLabel(userType)} login by phone and password`,
          description:
            "login is the phone (+91-9876543210 or E.164). Every login opens a new session; rememberMe makes it 30 days instead of 12 hours. Reply message 'Logged in successfully'." +
            loginErrors,
          body: phoneLoginBody,
          response: { 200: okEnvelope(loginData) },
        },
      },
      async (req) => ok(await service.passwordLogin({ userType, ...req.body, meta: meta(req) })),
    );
  }
  app.post(
    '/registration/company/login',
    {
      config: { access: 'public' },
      preHandler: limitGuesses,
      schema: {
        tags,
        summary: 'Corporate login by e-mail and password',
        description: `login is the e-mail address.${loginErrors}`,
        body: companyLoginBody,
        response: { 200: okEnvelope(loginData) },
      },
    },
    async (req) => ok(await service.passwordLogin({ userType: 'company', ...req.body, meta: meta(req) })),
  );
  app.post(
    '/registration/admin/login',
    {
      config: { access: 'public' },
      preHandler: limitGuesses,
      schema: {
        tags,
        summary: 'Administrator login by e-mail and password',
        description:
          'Our choice of path (the spec has no admin login). ' +
          `For the admin console; same limits and errors as the other logins.${loginErrors}`,
        body: adminLoginBody,
        response: { 200: okEnvelope(loginData) },
      },
    },
    async (req) =>
      ok(
        await service.passwordLogin({
          userType: 'admin',
          login: req.body.email,
          password: req.body.password,
          meta: meta(req),
        }),
      ),
  );

  app.post(
    '/registration/login/unlock',
    {
      config: { access: 'public' },
      preHandler: limitGuesses,
      schema: {
        tags,
        summary: 'Open the unlock link sent after a sign-in lockout',
        description:
          "When strangers have used up an account's shared budget of failed logins (10 in 15 minutes), its owner is e-mailed (else texted) a link to /user/unlock-sign-in?token=…, once per 15 minutes. " +
          'The page sends the token here; from then on the client that sent it (its IP) has its own budget of 10 failed logins per 15 minutes on that account for 24 hours, as a client that signed in to the account within 30 days has. ' +
          "Reply 'You can sign in from this device now'. The link works once, for 60 minutes. See docs/login-lockout.md." +
          errorsNote([
            "400 'This unlock link is invalid or has expired'",
            '429 after 100 secret checks from one IP in 15 minutes',
          ]),
        body: unlockLoginBody,
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => ok(await service.unlockSignIn(req.body.token, req.ip)),
  );

  // ---------------------------------------------------------------- code login

  const sendErrors = [
    '429 while the resend wait (60 s) runs, or more than 6 codes to one destination / 20 from one IP in 15 minutes (data.retryAfterSeconds)',
    '502 when the code could not be sent',
  ];
  app.post(
    '/registration/user/login/send-verification',
    {
      config: { access: 'public' },
      preHandler: limitSends,
      schema: {
        tags,
        summary: 'Send a login code (6 digits) by SMS or WhatsApp',
        description:
          "userType 'patient', 'doctor' or 'provider'. Reply 'Verification code sent successfully' and the seconds until a resend." +
          errorsNote([
            "404 'User does not exist. Please Sign Up'",
            "403 'Phone Number is not verified'",
            ...sendErrors,
          ]),
        body: sendVerificationBody,
        response: { 200: okEnvelope(codeSentData) },
      },
    },
    async (req) => ok(await service.sendLoginCode(req.body)),
  );
  for (const [segment, userType] of PHONE_KINDS) {
    app.post(
      `/registration/${segment}/login/otp`,
      {
        config: { access: 'public' },
        preHandler: limitGuesses,
        schema: {
          tags,
          summary: `${kindLabel(userType)} login with the code`,
          description:
            "Codes are valid 10 minutes, single use; 5 wrong tries end a code. Reply 'Logged in successfully'." +
            errorsNote([
              "400 'Invalid Verification Code' (wrong, expired, used or ended)",
              "404 'User does not exist. Please Sign Up'",
            ]),
          body: otpLoginBody,
          response: { 200: okEnvelope(loginData) },
        },
      },
      async (req) => ok(await service.codeLogin({ userType, ...req.body, meta: meta(req) })),
    );
  }

  // ---------------------------------------------------------------- phone sign-up

  app.post(
    '/registration/user/signup/send-verification',
    {
      config: { access: 'public' },
      preHandler: limitSends,
      schema: {
        tags,
        summary: 'Send a sign-up code (6 digits) by SMS or WhatsApp',
        description:
          'A number held only by a never-verified sign-up form can be claimed again. Needs captchaPass from POST /registration/verify-captcha.' +
          errorsNote([
            "400 'Please complete the captcha to continue' (no pass) / 'Captcha verification failed' (spent, expired or bound to another number)",
            "409 'User with the phone number already exists'",
            ...sendErrors,
          ]),
        body: signupSendVerificationBody,
        response: { 200: okEnvelope(codeSentData) },
      },
    },
    async (req) => ok(await service.sendSignupCode(req.body)),
  );
  for (const [segment, userType] of PHONE_KINDS) {
    app.post(
      `/registration/${segment}/signup/check-verification`,
      {
        config: { access: 'public' },
        preHandler: limitGuesses,
        schema: {
          tags,
          summary: `Verify the sign-up code and register the ${kindLabel(userType).toLowerCase()}`,
          description:
            "Registers the account with status 'pending' and page 0 (the profile wizard is next) and signs it in. Reply 'Phone Number verified successfully'." +
            errorsNote(["400 'Invalid Verification Code'", "409 'User with the phone number already exists'"]),
          body: checkVerificationBody,
          response: { 200: okEnvelope(loginData) },
        },
      },
      async (req) => ok(await service.checkSignup({ userType, ...req.body, meta: meta(req) })),
    );
  }

  // ---------------------------------------------------------------- e-mail sign-up form and tickets

  app.post(
    '/registration/patient/signup',
    {
      config: { access: 'public' },
      preHandler: limitSends,
      schema: {
        tags,
        summary: 'Patient sign-up form (first and last name, optional e-mail, phone, password)',
        description:
          'Creates a pending account and sends a 6-digit code: to the e-mail when one is given (reply ' +
          "'Signup successful. Please verify your e-mail to login'), else by SMS to the phone. data.token goes into " +
          '/user/patient/signup/otp-verification/{token}; then PUT /user/verify/otp. Password login also needs the phone ' +
          "verified ('Phone Number is not verified' → reverify). Needs captchaPass from POST /registration/verify-captcha (bound to the phone)." +
          errorsNote([
            "409 'User with the phone number already exists' / 'User with the email address already exists'",
            ...sendErrors,
          ]),
        body: patientSignupBody,
        response: { 200: okEnvelope(emailSignupData) },
      },
    },
    async (req) => ok(await service.formSignup({ userType: 'patient', ...req.body })),
  );
  app.post(
    '/registration/provider/signup',
    {
      config: { access: 'public' },
      preHandler: limitSends,
      schema: {
        tags,
        summary: 'Therapist sign-up form (e-mail required)',
        description: 'As the patient form; the 6-digit code goes to the e-mail.',
        body: providerSignupBody,
        response: { 200: okEnvelope(emailSignupData) },
      },
    },
    async (req) => ok(await service.formSignup({ userType: 'doctor', ...req.body })),
  );

  app.put(
    '/user/verify/otp',
    {
      config: { access: 'public' },
      preHandler: limitGuesses,
      schema: {
        tags,
        summary: 'Verify a code through the ticket in the page address',
        description:
          'Tickets come from the sign-up form, POST /registration/reverify-phone and PATCH /registration/resend-email-verification. ' +
          "Marks the phone or e-mail verified and signs in: 'Phone Number verified successfully' or 'Email verification successful'." +
          errorsNote(["400 'Invalid Verification Code'", "400 'This verification link is invalid or has expired'"]),
        body: verifyOtpBody,
        response: { 200: okEnvelope(loginData) },
      },
    },
    async (req) =>
      ok(await service.verifyTicket({ ...req.body, token: req.body.token ?? bearerToken(req), meta: meta(req) })),
  );
  const resendSchema = {
    tags,
    summary: 'Send a new code for the ticket in the page address',
    description:
      'The ticket stays the same; the previous code stops working. Also works for forgot-password tickets.' +
      errorsNote(["400 'This verification link is invalid or has expired'", ...sendErrors]),
    body: resendOtpBody.nullish(),
    response: { 200: okEnvelope(ticketData) },
  };
  app.put(
    '/user/resend/otp',
    { config: { access: 'public' }, preHandler: limitSends, schema: resendSchema },
    async (req) => ok(await service.resendTicket(req.body?.token ?? bearerToken(req))),
  );
  app.patch(
    '/registration/resend-otp',
    { config: { access: 'public' }, preHandler: limitSends, schema: resendSchema },
    async (req) => ok(await service.resendTicket(req.body?.token ?? bearerToken(req))),
  );

  app.post(
    '/registration/reverify-phone',
    {
      config: { access: 'public' },
      preHandler: limitSends,
      schema: {
        tags,
        summary: 'Phone re-verification: send a code, get a ticket (data.token)',
        description:
          'Our choice of path (the spec does not name it). The reply is the same whether or not an account holds the number; ' +
          'a code is only sent when one does. Then PUT /user/verify/otp {otp, token}.' +
          errorsNote(sendErrors),
        body: reverifyPhoneBody,
        response: { 200: okEnvelope(ticketData) },
      },
    },
    async (req) => ok(await service.reverifyPhone(req.body)),
  );
  app.patch(
    '/registration/resend-email-verification',
    {
      config: { access: 'public' },
      preHandler: limitSends,
      schema: {
        tags,
        summary: 'E-mail re-verification: send a 4-digit code, get a ticket (data.token)',
        description:
          "Reply 'Email verification code sent successfully', the same whether or not an account holds the address. Then PUT /user/verify/otp." +
          errorsNote(sendErrors),
        body: resendEmailVerificationBody,
        response: { 200: okEnvelope(ticketData) },
      },
    },
    async (req) => ok(await service.resendEmailVerification(req.body)),
  );

  // ---------------------------------------------------------------- corporate sign-up

  app.post(
    '/registration/company/signup',
    {
      config: { access: 'public' },
      preHandler: limitSends,
      schema: {
        tags,
        summary: 'Corporate registration (currency INR only)',
        description:
          "Needs captchaPass from POST /registration/verify-captcha. The account is 'pending' until its e-mail is proved: a 6-digit code " +
          'goes to the e-mail and data.token is the ticket for /user/corporate/signup/otp-verification/{token}; PUT /user/verify/otp ' +
          "then activates the account and signs it in. Reply 'Signup successful. Please verify your e-mail to login'. " +
          'companyCategory.categoryId, when given, must be an _id of GET /public/categories/allcategories.' +
          errorsNote([
            "400 'Please complete the captcha to continue' / 'Captcha verification failed'",
            "409 'User with the email address already exists'",
            "400 'Only INR is available for corporate accounts'",
            ...sendErrors,
          ]),
        body: companySignupBody,
        response: { 200: okEnvelope(emailSignupData) },
      },
    },
    async (req) => ok(await service.companySignup(req.body)),
  );

  // ---------------------------------------------------------------- Google and Apple

  for (const [segment, userType] of PHONE_KINDS) {
    app.post(
      `/registration/${segment}/auth/google`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: `Google sign-in (${segment})`,
          description:
            "token is the Google ID token (credential). Its signature (Google's JWKS), issuer, audience (our client id) and expiry are checked. " +
            "A new person gets a pending account (page 0); a verified e-mail links an existing account of the kind. Reply 'Google OAuth Successful'." +
            errorsNote([
              "404 'Google Sign-In is not available' (no client id configured)",
              "401 'Google login failed'",
            ]),
          body: googleAuthBody,
          response: { 200: okEnvelope(loginData) },
        },
      },
      async (req) =>
        ok(await service.oauthLogin({ provider: 'google', userType, token: req.body.token, meta: meta(req) })),
    );
    app.post(
      `/registration/${segment}/auth/apple`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: `Apple sign-in (${segment})`,
          description:
            "token is Apple's identity token; Apple sends the name only on the first sign-in, so pass firstName/lastName then. Reply 'Apple OAuth Successful'." +
            errorsNote(["404 'Apple Sign-In is not available' (no client id configured)", "401 'Apple login failed'"]),
          body: appleAuthBody,
          response: { 200: okEnvelope(loginData) },
        },
      },
      async (req) =>
        ok(
          await service.oauthLogin({
            provider: 'apple',
            userType,
            token: req.body.token,
            firstName: req.body.firstName,
            lastName: req.body.lastName,
            meta: meta(req),
          }),
        ),
    );
  }

  // ---------------------------------------------------------------- forgot and reset password

  app.post(
    '/registration/forgot-password/send-verification',
    {
      config: { access: 'public' },
      preHandler: limitSends,
      schema: {
        tags,
        summary: 'Forgot password: send a 6-digit code to the phone (sms/whatsapp) or e-mail',
        description:
          'The reply is the same whether or not an account holds the contact (a code is only sent when one does). ' +
          'data.token may be used for /user/patient/forgot-password/otp-verification/{token} and for resends.' +
          errorsNote(sendErrors),
        body: forgotSendBody,
        response: { 200: okEnvelope(ticketData) },
      },
    },
    async (req) => ok(await service.forgotSend(req.body)),
  );
  app.post(
    '/registration/forgot-password/check-verification',
    {
      config: { access: 'public' },
      preHandler: limitGuesses,
      schema: {
        tags,
        summary: 'Forgot password: check the code, get a reset token (data.authToken)',
        description:
          'The reset token lasts 15 minutes, works once, and is not a session token.' +
          errorsNote([
            "400 'Invalid Verification Code'",
            "404 'User with the email address or phone number not found'",
          ]),
        body: forgotCheckBody,
        response: { 200: okEnvelope(resetTokenData) },
      },
    },
    async (req) => ok(await service.forgotCheck(req.body)),
  );
  const resetSchema = (summary: string) => ({
    tags,
    summary,
    description:
      'The reset token as Bearer (or token in the body). Password: at least 8 characters with an uppercase letter, a lowercase ' +
      "letter and a digit. Every session of the account is revoked. Reply 'Password reset successfully' (the spec leaves the text open)." +
      errorsNote(["401 'This reset link is invalid or has expired'"]),
    body: resetPasswordBody,
    response: { 200: okEnvelope(authMessageData) },
  });
  app.patch(
    '/registration/forgot-password',
    {
      config: { access: 'public' },
      preHandler: limitGuesses,
      schema: resetSchema('Forgot password: set the new password'),
    },
    async (req) =>
      ok(await service.resetPassword({ token: bearerToken(req) ?? req.body.token, password: req.body.password })),
  );
  app.patch(
    '/public/resetPassword',
    {
      config: { access: 'public' },
      preHandler: limitGuesses,
      schema: resetSchema('Reset password from /user/{userType}/reset-password/{accessToken}'),
    },
    async (req) =>
      ok(await service.resetPassword({ token: req.body.token ?? bearerToken(req), password: req.body.password })),
  );

  // ---------------------------------------------------------------- profile and logout

  app.get(
    '/user/profile',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The signed-in user (data[0])',
        description:
          'phone in dial-code form; timeZone is the label, globalTimeZone the IANA zone; wellnessProfile from onboarding.',
        security: bearer,
        response: { 200: okEnvelope(profileData) },
      },
    },
    async (req) => ok(await service.profile(principalOf(req).userId)),
  );

  const logoutSchema = (summary: string) => ({
    tags,
    summary,
    description:
      "Revokes this session: the token answers 401 afterwards. Reply 'Logout Successfully'; without a valid token 401 'Logout is pending'.",
    security: bearer,
    response: { 200: okEnvelope(authMessageData) },
  });
  const logoutHandler = async (req: FastifyRequest) => ok(await service.logout(principalOf(req).sessionId));
  // Without a valid session the spec's reply is 401 'Logout is pending'.
  const logoutConfig = { access: 'signedIn', unauthorizedMessage: MSG.logoutPending } as const;
  app.patch(
    '/public/company/logout',
    { config: logoutConfig, schema: logoutSchema('Logout (corporate, and any account kind)') },
    logoutHandler,
  );
  app.patch(
    '/user/logout',
    {
      config: logoutConfig,
      schema: logoutSchema(
        'Logout (patients, therapists, admins; our choice of path — the spec names only the corporate one)',
      ),
    },
    logoutHandler,
  );
};
export default authRoutes;
