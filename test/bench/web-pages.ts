// Every screen of the spec for `npm run bench:web` (issue 28 point 5): the public and
// signed-in pages of docs/product/portal.md §2 and docs/product/outreach.md §2, as
// web/src/routes.tsx serves them. A page whose address holds a token or an id gets a real
// one from the demo data, or from the step a visitor takes before it (a signup, a reset
// request, a QR sign-in, a checkout), made through the API in the bench's own stack.

export type Visitor = 'anyone' | 'agent' | 'admin';

export interface BenchPage {
  label: string;
  path: string;
  visitor: Visitor;
  /** A new address just before the page is measured, for a link that expires within minutes. */
  renew?: () => Promise<string>;
}

interface Links {
  downloadToken: string;
  attendanceToken: string;
  paidReportId: string;
  signToken: string;
  checkoutId: string;
  qrToken: string;
  resetToken: string;
  verifyEmailToken: string;
  newUserId: string;
}

export function benchPages(url: string, links: Links): BenchPage[] {
  const open = (label: string, path = label): BenchPage => ({ label, path, visitor: 'anyone' });
  const agent = (label: string, path = label): BenchPage => ({ label, path, visitor: 'agent' });
  const admin = (label: string, path = label): BenchPage => ({ label, path, visitor: 'admin' });
  return [
    open('/'),
    open('/login'),
    open('/signup'),
    open('/verify-email/{token}', `/verify-email/${links.verifyEmailToken}`),
    open('/setup-auth/{userId}', `/setup-auth/${links.newUserId}`),
    open('/verify-phone/{userId}', `/verify-phone/${links.newUserId}`),
    open('/pending-approval'),
    open('/forgot-password'),
    open('/reset-password/{token}', `/reset-password/${links.resetToken}`),
    open('/sign/{id}', `/sign/${links.signToken}`),
    open('/privacy-policy'),
    open('/terms-of-service'),
    open('/download/{token}', `/download/${links.downloadToken}`),
    // A QR sign-in waits a few minutes: the page is measured with one made just before.
    { ...open('/qr-approve/{token}', `/qr-approve/${links.qrToken}`), renew: async () => `/qr-approve/${await newQrToken(url)}` },
    open('/ce-class'),
    open('/ce-attendance/{token}', `/ce-attendance/${links.attendanceToken}`),
    open('/checkout/{id}', `/checkout/${links.checkoutId}`),
    open('/dev/outbox'),
    agent('/dashboard'),
    agent('/my-inspections'),
    agent('/order'),
    agent('/update-info'),
    agent('/invite'),
    agent('/manage-auth'),
    agent('/report/{id}', `/report/${links.paidReportId}`),
    admin('/admin-agents'),
    admin('/settings'),
    admin('/ce-admin'),
    admin('/open-house-upload'),
    admin('/open-house-browse'),
    admin('/agent-contacts'),
    admin('/route-planner'),
    admin('/mobile-route-follower'),
  ];
}

async function call<T>(url: string, init: { method?: string; body?: unknown; cookie?: string } = {}): Promise<T> {
  const answer = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin, ...(init.cookie && { cookie: init.cookie }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

const lastLink = (texts: string[], path: string) =>
  texts
    .map((text) => new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(text)?.[1])
    .filter(Boolean)
    .at(-1);

/** A new QR sign-in's token, as the login page shows it. */
async function newQrToken(url: string): Promise<string> {
  const { qr_url: qrUrl } = await call<{ qr_url: string }>(`${url}/api/qr-login/generate`, { method: 'POST', body: {} });
  const token = lastLink([qrUrl], 'qr-approve');
  if (!token) throw new Error(`The QR sign-in's address has no token: ${qrUrl}`);
  return token;
}

/** The links of the demo data and of one new signup, reset request, QR sign-in and checkout. */
export async function makeLinks(url: string, agentCookie: string, adminCookie: string): Promise<Links> {
  const outbox = async () => (await call<{ messages: { text: string }[] }>(`${url}/api/dev/outbox`)).messages.map((message) => message.text);
  const { inspections } = await call<{ inspections: { id: string; paid_at?: string | null }[] }>(`${url}/api/inspections`, { cookie: agentCookie });
  const paid = inspections.find((item) => item.paid_at);
  const { sessions } = await call<{ sessions: { session_date: string; qr_token: string }[] }>(`${url}/api/ce/sessions`, { cookie: adminCookie });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const session = sessions.find((item) => item.session_date === today) ?? sessions[0];
  const seeded = await outbox();
  const downloadTokens = seeded.map((text) => /\/download\/([A-Za-z0-9_-]+)/.exec(text)?.[1]).filter((token) => token !== undefined);
  const downloadToken = downloadTokens.at(-1);
  // An agreement still to sign (a signed one's link answers 410, as the spec has it).
  let signToken: string | undefined;
  for (const text of seeded) {
    const token = /\/sign\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (token && (await fetch(`${url}/api/sign/${token}`)).ok) {
      signToken = token;
      break;
    }
  }
  if (!paid || !downloadToken || !signToken || !session) throw new Error('The demo data has no paid report, download link, agreement or CE session');

  const { email } = await call<{ email: string }>(`${url}/api/update-info`, { cookie: agentCookie });
  await call(`${url}/api/reset-password`, { method: 'POST', body: { email } });
  const { user_id: newUserId } = await call<{ user_id: string }>(`${url}/api/signup`, {
    method: 'POST',
    body: { first_name: 'Bench', last_name: 'Visitor', email: 'bench.visitor@example.com', phone: '7135550199', company: 'Bench Realty', license_number: '', smsConsent: true },
  });
  // A paid report's link refuses a checkout: the first unpaid one.
  let checkoutUrl = '';
  for (const token of downloadTokens) {
    checkoutUrl = await call<{ checkout_url: string }>(`${url}/api/client-checkout/${token}`, { method: 'POST', body: {} }).then(
      (reply) => reply.checkout_url,
      () => '',
    );
    if (checkoutUrl) break;
  }
  const sent = await outbox();
  const links = {
    resetToken: lastLink(sent, 'reset-password'),
    verifyEmailToken: lastLink(sent, 'verify-email'),
    qrToken: await newQrToken(url),
    checkoutId: lastLink([checkoutUrl], 'checkout'),
  };
  for (const [name, value] of Object.entries(links)) if (!value) throw new Error(`No ${name} in the bench stack's answers`);
  return {
    downloadToken,
    attendanceToken: session.qr_token,
    paidReportId: paid.id,
    signToken,
    newUserId,
    ...(links as Record<keyof typeof links, string>),
  };
}
