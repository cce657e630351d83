/** An error a person may read: the handler stack answers `{ error: message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Fields added to the reply, e.g. the booking of a 402 (spec part 2 §4). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const unauthorized = (message = 'Please sign in.') => new HttpError(401, message);
export const conflict = (message: string) => new HttpError(409, message);
export const gone = (message: string, extra: Record<string, unknown> = {}) => new HttpError(410, message, extra);
