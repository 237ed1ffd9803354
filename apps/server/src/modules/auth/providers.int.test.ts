import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createMailSender } from '../../integrations/mail/index';
import { SmtpMailSender } from '../../integrations/mail/smtp-mail';
import { createSmsSender } from '../../integrations/sms/index';
import { TwilioSmsSender } from '../../integrations/sms/twilio-sms';
import { createTestApp } from '../../test/test-app';
import { captchaPass, data, post, put } from './auth-test-helpers';
import { codeService } from './code-service';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

/** A real SMTP server in the test process (smtp-server), with a login, collecting what arrives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === 's3cret') return cb(null, { user: 'mailer' });
      return cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          user: session.user as string | undefined,
        });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, received };
}

describe('integrations: SMTP mail against a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startSmtp();
    app = await createTestApp({
      env: { SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, MAIL_FROM: 'Sahaj <no-reply@sahaj.test>' },
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((r) => smtp.server.close(() => r()));
  });

  it('the factory picks SMTP when SMTP_URL is set', () => {
    expect(app.ctx.mail.name).toBe('smtp');
  });

  it('delivers an e-mail code through SMTP (authenticated) and the code verifies', async () => {
    const before = smtp.received.length;
    const email = `smtp${Date.now()}@example.com`;
    const res = await post(app, '/registration/provider/signup', {
      firstName: 'Mail',
      lastName: 'Test',
      email,
      phone: { phoneNumber: `+91-98${String(Date.now()).slice(-8)}` },
      password: 'LongEnough1',
      captchaPass: await captchaPass(app),
    });
    expect(res.statusCode).toBe(200);
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.user).toBe('mailer');
    expect(mail.from).toBe('no-reply@sahaj.test');
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toContain('Subject: Your Sahaj verification code');
    const code = mail.raw.match(/verification code is (\d{6})/)![1]!;
    // Nothing went to the outbox: the real adapter was used.
    expect(await app.ctx.outbox!.list({ to: email, limit: 5 })).toHaveLength(0);
    const ok = await put(app, '/user/verify/otp', { otp: code, token: data(res).token });
    expect(data(ok).message).toBe('Email verification successful');
  });

  it('a refused login makes the send fail with 502, and the code can be asked for again', async () => {
    const bad = new SmtpMailSender(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`, 'x@sahaj.test');
    const codes = codeService({ ...app.ctx, mail: bad });
    const to = `refused${Date.now()}@example.com`;
    await expect(codes.issueCode({ purpose: 'smtp-test', target: to, channel: 'email' })).rejects.toMatchObject({
      httpStatus: 502,
    });
    await expect(
      codeService(app.ctx).issueCode({ purpose: 'smtp-test', target: to, channel: 'email' }),
    ).resolves.toBeTruthy();
    bad.close();
  });
});

describe('integrations: Twilio Verify adapter (official SDK, recorded HTTP)', () => {
  type Call = { method: string; uri: string; data?: Record<string, string>; username?: string };
  const calls: Call[] = [];
  let approve = true;
  const httpClient = {
    async request(opts: Call) {
      calls.push({ method: opts.method, uri: opts.uri, data: opts.data, username: opts.username });
      if (opts.uri.endsWith('/VerificationCheck')) {
        const status = approve ? 'approved' : 'pending';
        return {
          statusCode: 200,
          body: JSON.stringify({ sid: 'VE1', status, valid: approve, to: opts.data?.To }),
          headers: {},
        };
      }
      if (opts.uri.endsWith('/Verifications')) {
        return {
          statusCode: 201,
          body: JSON.stringify({ sid: 'VE1', status: 'pending', to: opts.data?.To, channel: opts.data?.Channel }),
          headers: {},
        };
      }
      return { statusCode: 201, body: JSON.stringify({ sid: 'SM1', status: 'queued' }), headers: {} };
    },
  };
  const sender = new TwilioSmsSender(
    {
      accountSid: 'AC00000000000000000000000000000000',
      authToken: 'token',
      verifyServiceSid: 'VA00000000000000000000000000000000',
      messagingServiceSid: 'MG00000000000000000000000000000000',
    },
    { httpClient: httpClient as never },
  );

  it('starts a verification by WhatsApp and checks the code through Verify', async () => {
    await sender.verify.start('+919876543210', 'whatsapp');
    const start = calls.at(-1)!;
    expect(start.method).toBe('post');
    expect(start.uri).toBe('https://verify.twilio.com/v2/Services/VA00000000000000000000000000000000/Verifications');
    expect(start.data).toMatchObject({ To: '+919876543210', Channel: 'whatsapp' });
    expect(start.username).toBe('AC00000000000000000000000000000000');
    approve = true;
    expect(await sender.verify.check('+919876543210', '123456')).toBe(true);
    expect(calls.at(-1)!.data).toMatchObject({ To: '+919876543210', Code: '123456' });
    approve = false;
    expect(await sender.verify.check('+919876543210', '000000')).toBe(false);
  });

  it('sends plain texts through the messaging service, with the whatsapp: prefix for WhatsApp', async () => {
    await sender.send({ to: '+919876543210', channel: 'whatsapp', body: 'Hello' });
    expect(calls.at(-1)!.uri).toContain('/Messages.json');
    expect(calls.at(-1)!.data).toMatchObject({
      To: 'whatsapp:+919876543210',
      Body: 'Hello',
      MessagingServiceSid: 'MG00000000000000000000000000000000',
    });
  });
});

describe('integrations: factories', () => {
  const base = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    ENCRYPTION_KEY: '0'.repeat(64),
    DATABASE_URL: 'postgres://localhost/x',
    PUBLIC_URL: 'https://sahaj.example',
    ALTCHA_HMAC_KEY: 'k'.repeat(40),
  };

  it('production without provider keys is a start-up error naming the variable', () => {
    const config = loadConfig(base);
    expect(() => createSmsSender(config, undefined)).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => createMailSender(config, undefined)).toThrow(/SMTP_URL/);
  });

  it('production with keys uses Twilio and SMTP', () => {
    const config = loadConfig({
      ...base,
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_VERIFY_SERVICE_SID: 'VA00000000000000000000000000000000',
      SMTP_URL: 'smtp://u:p@mail.example:587',
    });
    expect(createSmsSender(config, undefined).name).toBe('twilio');
    expect(createMailSender(config, undefined).name).toBe('smtp');
  });
});
