import type { Channel } from '@sahaj/contract';
import twilio from 'twilio';
import type { PhoneCodeVerifier, SmsSender } from './sms-sender';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  verifyServiceSid: string;
  /** For plain texts (not codes); Twilio Verify cannot carry free text. */
  messagingServiceSid?: string;
}

type TwilioClient = ReturnType<typeof twilio>;

/** WhatsApp addresses in Twilio's Messages API carry a 'whatsapp:' prefix; Verify takes the bare number. */
const messagingAddress = (to: string, channel: Channel) => (channel === 'whatsapp' ? `whatsapp:${to}` : to);

/**
 * Twilio: one-time codes through Twilio Verify (it makes, sends and checks the code, by SMS or
 * WhatsApp), plain texts through the Messages API when a messaging service is configured.
 */
export class TwilioSmsSender implements SmsSender {
  readonly name = 'twilio';
  readonly verify: PhoneCodeVerifier;
  private readonly client: TwilioClient;

  constructor(
    private readonly settings: TwilioSettings,
    clientOpts?: Parameters<typeof twilio>[2],
  ) {
    this.client = twilio(settings.accountSid, settings.authToken, { autoRetry: true, maxRetries: 2, ...clientOpts });
    const service = () => this.client.verify.v2.services(settings.verifyServiceSid);
    this.verify = {
      start: async (to, channel) => {
        await service().verifications.create({ to, channel });
      },
      check: async (to, code) => {
        try {
          const result = await service().verificationChecks.create({ to, code });
          return result.status === 'approved' && result.valid !== false;
        } catch (err) {
          // 404: no pending verification for that number (expired, used or never sent).
          if ((err as { status?: number }).status === 404) return false;
          throw err;
        }
      },
    };
  }

  async send(m: { to: string; channel: Channel; body: string }): Promise<void> {
    if (!this.settings.messagingServiceSid) {
      throw new Error('Twilio plain texts need a messaging service (TWILIO_MESSAGING_SERVICE_SID)');
    }
    await this.client.messages.create({
      to: messagingAddress(m.to, m.channel),
      messagingServiceSid: this.settings.messagingServiceSid,
      body: m.body,
    });
  }
}
