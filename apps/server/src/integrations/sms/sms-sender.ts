import type { Channel } from '@sahaj/contract';

/**
 * A provider that makes, sends and checks one-time codes itself (Twilio Verify). When the SMS
 * sender has one, phone codes go through it and the code service stores no code of its own.
 */
export interface PhoneCodeVerifier {
  start(to: string, channel: Channel): Promise<void>;
  /** True when the provider accepts the code for that phone. */
  check(to: string, code: string): Promise<boolean>;
}

/** Sends a text to a phone by SMS or WhatsApp. Adapters: outbox (development), Twilio. */
export interface SmsSender {
  readonly name: string;
  send(message: { to: string; channel: Channel; body: string }): Promise<void>;
  readonly verify?: PhoneCodeVerifier;
}
