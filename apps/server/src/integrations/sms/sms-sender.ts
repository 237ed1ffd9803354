import type { Channel } from '@sahaj/contract';

/** Sends a text to a phone by SMS or WhatsApp. Adapters: outbox (development), Twilio. */
export interface SmsSender {
  readonly name: string;
  send(message: { to: string; channel: Channel; body: string }): Promise<void>;
}
