/** A reply other than plain 200 JSON: a status, cookies, a redirect or a file. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
    readonly cookies: string[] = [],
  ) {}

  static json(body: unknown, init: { status?: number; cookies?: string[]; headers?: Record<string, string> } = {}) {
    return new Reply(init.status ?? 200, body, init.headers, init.cookies);
  }

  static redirect(location: string, status = 302) {
    return new Reply(status, undefined, { location });
  }

  /** Bytes, e.g. a QR image or a calendar file. */
  static file(bytes: Buffer | string, contentType: string, headers: Record<string, string> = {}) {
    return new Reply(200, bytes, { 'content-type': contentType, ...headers });
  }
}
