/**
 * The one error type services throw. The error handler in app.ts turns it into the
 * { status: false, data: { message, ...extra } } envelope with the given HTTP status; put the
 * offending input's dotted path in extra.field.
 */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    public readonly httpStatus: number,
    message: string,
    public readonly extra?: { field?: string } & Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Extra data for the envelope; `field` is the dotted path of the one input at fault ('licences.0.contactNumber'). */
export type ErrorExtra = { field?: string } & Record<string, unknown>;

export const badRequest = (message: string, code = 'BAD_REQUEST', extra?: ErrorExtra) =>
  new AppError(code, 400, message, extra);
export const unauthorized = (message: string, code = 'UNAUTHORIZED') => new AppError(code, 401, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(code, 403, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(code, 404, message);
export const conflict = (message: string, code = 'CONFLICT', extra?: ErrorExtra) =>
  new AppError(code, 409, message, extra);
export const tooMany = (message: string, extra?: Record<string, unknown>) =>
  new AppError('RATE_LIMITED', 429, message, extra);
