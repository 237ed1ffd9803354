/** Sends an e-mail. Adapters: outbox (development), SMTP through nodemailer. */
export interface MailSender {
  readonly name: string;
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}
