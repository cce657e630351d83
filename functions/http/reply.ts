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

/**
 * An image someone uploaded, shown in the page: its sniffed type, `nosniff` (every
 * reply has it) and an inline disposition with a fixed name, so the browser treats it
 * as that picture and nothing else, whatever its bytes (issue 18). A function, not a
 * static method, so only the functions that serve images bundle it.
 */
export function userImageReply(bytes: Buffer, contentType: string, name: string, headers: Record<string, string> = {}): Reply {
  const subtype = contentType.split('/')[1] ?? 'bin';
  const extension = subtype === 'jpeg' ? 'jpg' : subtype;
  return Reply.file(bytes, contentType, { 'content-disposition': `inline; filename="${name}.${extension}"`, 'x-content-type-options': 'nosniff', ...headers });
}
