/** A file sent with an e-mail, e.g. a calendar invitation (text/calendar). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Sends an e-mail. Adapters: outbox (development), SMTP through nodemailer. */
export interface MailSender {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
