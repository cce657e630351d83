import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { cli, freshPhone } from './stack.js';

// Shared steps of the ordering, tracking and contract specs (ordering*.spec.ts).

/** The accounts `seed-demo` makes (infra/cli/seed-step.ts, seed-agents.ts). */
export const DEMO_ADMIN = { phone: '7135550101', password: 'demo-admin-password' } as const;
export const DEMO_AGENT = { firstName: 'Alex', email: 'alex.rivera@example.com', phone: '7135550111', password: 'demo-agent-password' } as const;
/** The second active demo agent: the phone spec orders as her, so the two specs never share a draft. */
export const SECOND_AGENT = { firstName: 'Brooke', lastName: 'Nguyen', email: 'brooke.nguyen@example.com', phone: '7135550112', password: 'demo-agent-password' } as const;

let seeded: Promise<string> | undefined;

/** seed-demo hashes passwords and carries seven inspections through their steps: on two busy cores about two minutes. */
const SEEDING_TIMEOUT = 120_000;

/**
 * The hook or test that seeds (`parts` times the demo's work) gets that much more than the hang limit
 * every test has (playwright.config.ts), never less (D-195).
 */
export const allowForSeeding = (parts = 1) => test.setTimeout(test.info().timeout + parts * SEEDING_TIMEOUT);

/** `seed-demo` once per worker (it is idempotent, so other spec files may run it too). */
export const seedDemo = () => (seeded ??= cli('seed-demo'));

export interface NewOrder {
  address1: string;
  city: string;
  state: string;
  zip: string;
  /** As the product shows it: "1234 Harvard St, Houston, TX 77008". */
  address: string;
  clientFirstName: string;
  clientLastName: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
}

/** A property and client no other test uses (the address and the client's email are unique). */
export function newOrder(clientFirstName: string, clientLastName: string): NewOrder {
  const clientPhone = freshPhone();
  const address1 = `${clientPhone.slice(-4)} Harvard St`;
  return {
    address1,
    city: 'Houston',
    state: 'TX',
    zip: '77008',
    address: `${address1}, Houston, TX 77008`,
    clientFirstName,
    clientLastName,
    clientName: `${clientFirstName} ${clientLastName}`,
    clientEmail: `${clientFirstName.toLowerCase()}.${clientPhone}@example.com`,
    clientPhone,
  };
}

/** The wizard shows step `n` (of 7) with its title. */
export async function expectStep(page: Page, n: number, title: string): Promise<void> {
  await expect(page.getByText(`Step ${n} of 7`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
}

/** "Wed, Jun 10, 2026": how /my-inspections shows a YYYY-MM-DD date (web/src/lib/format-date.ts). */
export const dayWithYear = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

/** The hour and date of an instant on the business's wall clock. */
export function wallClock(at: Date, timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** YYYYMMDDTHHMMSSZ → Date. */
export function parseIcsUtc(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new Error(`Not a UTC date-time: ${value}`);
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
}

/** The properties of an iCalendar file (one per line; CRLF line ends; no folded lines in ours). */
export function icsLines(text: string): string[] {
  expect(text, 'RFC 5545 wants CRLF line ends').toContain('\r\n');
  return text.split('\r\n').filter(Boolean);
}

export const downloadedBytes = async (download: Download) => readFile((await download.path())!);

/** How many pixels of the canvas have ink (the tests compile without the DOM types, hence `any`). */
export const inkedPixels = (canvas: Locator) =>
  canvas.evaluate((element: any) => {
    const { data } = element.getContext('2d').getImageData(0, 0, element.width, element.height) as { data: Uint8ClampedArray };
    let count = 0;
    for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) count += 1;
    return count;
  });

/** The signature pad: 400 by 200 drawing coordinates, whatever size CSS gives it. */
export async function signaturePad(page: Page): Promise<Locator> {
  const canvas = page.getByRole('img', { name: 'Signature' });
  await expect(canvas).toHaveAttribute('width', '400');
  await expect(canvas).toHaveAttribute('height', '200');
  expect(await inkedPixels(canvas)).toBe(0);
  return canvas;
}

/** A signature-like zigzag across the pad's box, as fractions of its width and height. */
export const SIGNATURE_PATH = [
  [0.1, 0.6],
  [0.2, 0.3],
  [0.3, 0.7],
  [0.45, 0.35],
  [0.6, 0.65],
  [0.75, 0.3],
  [0.9, 0.55],
] as const;

async function expectOk(answer: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(answer.status(), `${answer.url()}: ${await answer.text()}`).toBe(200);
  return answer.json();
}

/**
 * An order placed through the wizard's API as the signed-in agent (the UI path has its own
 * spec); answers the booking's id and its three preferred dates.
 */
export async function orderByApi(
  request: APIRequestContext,
  agent: { firstName: string; lastName: string; email: string; phone: string },
  order: NewOrder,
): Promise<{ id: string; preferredDates: string[] }> {
  const post = async (path: string, data: unknown) => expectOk(await request.post(path, { data }));
  await post('/api/property-info', { new_construction: 'no', address1: order.address1, address2: '', city: order.city, state: order.state, zip_code: order.zip });
  await post('/api/property-details', { property_type: 'Single Family', square_footage: 2000, number_beds: 3, number_baths: 2 });
  await post('/api/quote-accepted', { quote_accepted: true });
  await post('/api/client-info', {
    client_first_name: order.clientFirstName,
    client_last_name: order.clientLastName,
    client_email: order.clientEmail,
    client_phone: order.clientPhone,
    client_role: 'Buyer',
  });
  await post('/api/agent-info', { agent_first_name: agent.firstName, agent_last_name: agent.lastName, agent_email: agent.email, agent_phone: agent.phone });
  const { dates } = (await expectOk(await request.get('/api/available-dates'))) as { dates: { date: string; available: boolean }[] };
  const preferredDates = dates.filter((day) => day.available).slice(0, 3).map((day) => day.date);
  await post('/api/date-selection', { selected_dates: preferredDates });
  const { booking } = (await post('/api/book', { confirm: true })) as { booking: { id: string } };
  return { id: booking.id, preferredDates };
}

/** The admin's final date and window through the API (the UI path has its own spec). */
export async function assignByApi(request: APIRequestContext, bookingId: string, date: string, window: string): Promise<void> {
  await expectOk(await request.post('/api/admin/inspections', { data: { booking_id: bookingId, selected_date: date, inspection_time: window } }));
}

/** Expands an inspection's row (or card) on /my-inspections; answers its details, found through the toggle's aria-controls. */
export async function openDetails(page: Page, address: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name: `Show details for ${address}` });
  const id = await toggle.getAttribute('aria-controls');
  await toggle.click();
  await expect(page.getByRole('button', { name: `Hide details for ${address}` })).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${id}"]`);
}

/** The path of the newest agreement link sent to the client (GET /api/dev/outbox). */
export const SIGN_LINK = /(\/sign\/[A-Za-z0-9_-]+)/;
