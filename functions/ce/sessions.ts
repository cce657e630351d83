import { addDays, instantIn } from '#shared/dates.js';
import { ceMessages, type CeSession, type NextSessionReply, type SessionCreate, type SessionQr, type SessionUpdate } from '#shared/ce.js';
import { findCeClass } from '../data/ce-classes.js';
import { deleteCeSession, findCeSessionsPage, findNextCeSession, putCeSession, toCeSession, updateCeSession } from '../data/ce-sessions.js';
import { newId } from '../data/ids.js';
import { failedConditions, isConditionFailure } from '../data/table.js';
import type { Deps } from '../deps.js';
import { conflict, notFound } from '../errors.js';
import { drawQr } from '../integrations/qr.js';
import { businessToday, getSession } from './ce.js';

// The Sessions tab (product/outreach.md §4, §5, §7; data-model E3–E5). Admins only (the handlers).

/** The attendance link works until the end of the day after the session (data-model §4), in the business's time zone. */
const linkExpiry = (deps: Deps, sessionDate: string) => instantIn(deps.config.BUSINESS_TIME_ZONE, addDays(sessionDate, 2), 0);

/** data-model E3: a page of sessions, newest date first (D-184). */
export async function listSessions(deps: Deps, page: { limit: number; cursor?: string }): Promise<{ sessions: CeSession[]; next_cursor: string | null }> {
  const found = await findCeSessionsPage(deps.db, page.limit, page.cursor);
  return { sessions: found.sessions.map(toCeSession), next_cursor: found.next_cursor };
}

export async function createSession(deps: Deps, input: SessionCreate): Promise<{ message: string; session: CeSession }> {
  const { ce_class_id, ...fields } = input;
  const ceClass = await findCeClass(deps.db, ce_class_id);
  if (!ceClass) throw notFound(ceMessages.classNotFound);
  try {
    const item = await putCeSession(deps.db, ceClass, { id: newId(), ...fields }, linkExpiry(deps, input.session_date), deps.now());
    return { message: 'Session created', session: toCeSession(item) };
  } catch (error) {
    if (isConditionFailure(error) && failedConditions(error).includes(1)) throw conflict(ceMessages.classChanged);
    throw error;
  }
}

const lockedOr = (error: unknown) => (isConditionFailure(error) ? conflict(ceMessages.sessionLocked) : error);

export async function editSession(deps: Deps, id: string, input: SessionUpdate): Promise<{ message: string; session: CeSession }> {
  const before = await getSession(deps, id);
  if (before.attendee_count > 0) throw conflict(ceMessages.sessionLocked);
  try {
    const item = await updateCeSession(deps.db, before, input, linkExpiry(deps, input.session_date), deps.now());
    return { message: 'Session updated', session: toCeSession(item) };
  } catch (error) {
    throw lockedOr(error);
  }
}

export async function removeSession(deps: Deps, id: string): Promise<{ message: string }> {
  const item = await getSession(deps, id);
  if (item.attendee_count > 0) throw conflict(ceMessages.sessionLocked);
  try {
    await deleteCeSession(deps.db, item);
  } catch (error) {
    throw lockedOr(error);
  }
  return { message: 'Session deleted' };
}

/** The public attendance address (product/outreach.md §7: `{origin}/ce-attendance/{qr_token}`) and its QR, drawn here, not by a third party. */
export async function drawSessionQr(deps: Deps, id: string): Promise<SessionQr> {
  const item = await getSession(deps, id);
  const url = `${new URL(deps.config.APP_URL).origin}/ce-attendance/${item.qr_token}`;
  return { url, qr_image: await drawQr(url) };
}

/** The share page's next session (public): only what a flyer would print, never the link. */
export async function readNextSession(deps: Deps): Promise<NextSessionReply> {
  const next = await findNextCeSession(deps.db, businessToday(deps));
  return {
    next_session: next
      ? { class_name: next.class_name, session_date: next.session_date, session_time: next.session_time ?? null, location: next.location ?? null, hours: next.class_hours }
      : null,
  };
}
