import type { Socket } from 'node:net';
import { MSG } from '@sahaj/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sqlState } from './db-errors';

/**
 * How framework and database failures reach clients and logs: always the envelope, never the
 * request's own address or body echoed back, and never SQL parameters (they hold personal data).
 */

const envelope = (message: string) => ({ status: false as const, data: { message } });

/** Our words for Fastify's own 4xx errors (theirs may echo what was sent). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.requestTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.unsupportedContentType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MSG.invalidRequest,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.invalidJson,
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.invalidJson,
  FST_ERR_BAD_URL: MSG.invalidAddress,
  FST_ERR_MAX_PARAM_LENGTH: MSG.addressTooLong,
};

/** The client-facing message of a 4xx error that is not one of ours. */
export function clientErrorMessage(error: FastifyError): string {
  const known = error.code && FRAMEWORK_MESSAGES[error.code];
  if (known) return known;
  // JSON.parse's SyntaxError quotes the body it could not read.
  if (error instanceof SyntaxError) return MSG.invalidJson;
  if (error.code?.startsWith('FST_ERR_')) return MSG.invalidRequest;
  return error.message || MSG.invalidRequest;
}

/**
 * A database "data exception" (SQLSTATE class 22: a value the column cannot hold, such as text
 * with NUL) is the client's input, so a 400; validation should have caught it, so it is logged.
 */
export function isDataException(err: unknown): boolean {
  return sqlState(err)?.startsWith('22') ?? false;
}

/** Fastify's `frameworkErrors`: a bad or too-long address, answered in the envelope without echoing it. */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  return reply.code(status).send(envelope(clientErrorMessage(error)));
}

/**
 * Fastify's `clientErrorHandler`: requests Node's parser refused (headers too large → 431, a read
 * timeout → 408, anything else → 400), answered in the envelope on the raw socket.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', MSG.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', MSG.invalidRequest]
        : [400, 'Bad Request', MSG.invalidRequest];
  const body = JSON.stringify(envelope(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

/**
 * The logger's `err` serializer: type, message, stack and codes, recursively through `cause`, with
 * Drizzle's "params: …" line, quoted values in the database's own messages and the driver's
 * `detail` (e.g. 'Key (phone)=(+91…) already exists') left out.
 */
export function logSafeError(err: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const out = safeError(err, 0) as { type: string; message: string; stack: string };
  return { ...out, stack: out.stack ?? '' };
}

function safeError(err: unknown, depth: number): unknown {
  if (typeof err !== 'object' || err === null) return err;
  const e = err as Error & Record<string, unknown>;
  // A database error's own text quotes the value it refused ('invalid input syntax for type integer: "…"').
  const fromDatabase = typeof e.severity === 'string' && typeof e.code === 'string';
  const clean = (text: string) => {
    const out = text.replace(PARAMS_IN_TEXT, '\nparams: [redacted]');
    return fromDatabase ? out.replace(/"[^"\n]*"/g, '"[redacted]"') : out;
  };
  const out: Record<string, unknown> = {
    type: e.constructor?.name ?? 'Error',
    message: clean(String(e.message ?? '')),
  };
  if (typeof e.stack === 'string') out.stack = clean(e.stack);
  for (const key of ['code', 'statusCode', 'httpStatus', 'severity', 'table', 'column', 'constraint', 'routine']) {
    if (e[key] !== undefined) out[key] = e[key];
  }
  if (e.cause !== undefined && depth < 5) out.cause = safeError(e.cause, depth + 1);
  return out;
}
