/**
 * The one error type services throw. The error handler in app.ts turns it into the
 * { status: false, data: { message } } envelope with the given HTTP status.
 */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    public readonly httpStatus: number,
    message: string,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(code, 400, message);
export const unauthorized = (message: string, code = 'UNAUTHORIZED') => new AppError(code, 401, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(code, 403, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(code, 404, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(code, 409, message);
export const tooMany = (message: string, extra?: Record<string, unknown>) =>
  new AppError('RATE_LIMITED', 429, message, extra);
