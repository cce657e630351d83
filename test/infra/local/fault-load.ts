// Load and checks for the local stack's fault tests: admins creating CE classes (a
// transaction with a uniqueness claim) and reading them back, through the HTTP gateway.

export interface Admin {
  url: string;
  cookie: string;
}

export async function signIn(url: string, phone: string, password: string): Promise<Admin> {
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${await answer.text()}`);
  const cookie = answer.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { url, cookie };
}

export interface Reply {
  /** When the request was sent, and when it was answered. */
  sentAt: number;
  at: number;
  status: number;
  retryAfter: string | null;
  body: string;
}

export async function send(admin: Admin, method: string, path: string, body?: unknown): Promise<Reply> {
  const sentAt = Date.now();
  try {
    const answer = await fetch(`${admin.url}${path}`, {
      method,
      headers: { origin: admin.url, cookie: admin.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(60_000),
    });
    return { sentAt, at: Date.now(), status: answer.status, retryAfter: answer.headers.get('retry-after'), body: await answer.text() };
  } catch (error) {
    // The whole stack was killed under the request: never acknowledged.
    return { sentAt, at: Date.now(), status: 0, retryAfter: null, body: String(error) };
  }
}

export interface LoadResult {
  /** Class codes whose creation the API answered with success. */
  acknowledged: string[];
  replies: Reply[];
}

/** `workers` admins in a loop, each creating a class then listing, until `until()` says stop; `result` fills as it runs. */
export function runClassLoad(admin: Admin, prefix: string, workers: number, until: () => boolean): { result: LoadResult; done: Promise<LoadResult> } {
  const result: LoadResult = { acknowledged: [], replies: [] };
  let next = 0;
  const worker = async () => {
    while (!until()) {
      const code = `${prefix}-${next++}`;
      const created = await send(admin, 'POST', '/api/ce/classes', { class_name: `Fault class ${code}`, class_code: code, description: '', hours: 2 });
      result.replies.push(created);
      if (created.status === 200) result.acknowledged.push(code);
      result.replies.push(await send(admin, 'GET', '/api/ce/classes'));
      // A 503 says "in a few seconds": a client does not spin.
      if (created.status === 503 || created.status === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { result, done: Promise.all(Array.from({ length: workers }, worker)).then(() => result) };
}

/** Every class code the stack lists now. */
export async function listedCodes(admin: Admin): Promise<string[]> {
  const reply = await send(admin, 'GET', '/api/ce/classes');
  if (reply.status !== 200) throw new Error(`GET /api/ce/classes answered ${reply.status}: ${reply.body}`);
  return (JSON.parse(reply.body) as { classes: { class_code: string }[] }).classes.map((item) => item.class_code);
}

export const waitFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
