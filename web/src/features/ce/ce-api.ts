import {
  attendeesReplySchema,
  ceMessages,
  classesReplySchema,
  classReplySchema,
  messageReplySchema,
  sessionQrReplySchema,
  sessionReplySchema,
  sessionsReplySchema,
  type Attendee,
  type CeSession,
  type ClassInput,
  type SessionCreate,
  type SessionUpdate,
} from '#shared/ce.js';
import { api } from '../../api';
import type { PageFetcher } from '../../components/use-paged-list';
import { pageParams } from '../../lib/page-params';

// /ce-admin calls (product/outreach.md §7 "CE admin"); the server allows them to admins only.
// Each failure shows the server's error when it gives one, else the spec's fallback (product/outreach.md §8).

export const findClasses = (signal?: AbortSignal) =>
  api('/api/ce/classes', { signal, schema: classesReplySchema, fallbackError: ceMessages.loadClassesFailed }).then((reply) => reply.classes);

/** One page of sessions, newest date first (D-184). */
export const findSessionsPage: PageFetcher<CeSession> = ({ cursor }, signal) =>
  api(`/api/ce/sessions${pageParams(cursor, undefined)}`, { signal, schema: sessionsReplySchema, fallbackError: ceMessages.loadFailed }).then((reply) => ({
    items: reply.sessions,
    next_cursor: reply.next_cursor,
  }));

export const saveClass = (id: string | null, body: ClassInput) =>
  api(id ? `/api/ce/classes/${encodeURIComponent(id)}` : '/api/ce/classes', {
    method: id ? 'PUT' : 'POST',
    body,
    schema: classReplySchema,
    fallbackError: ceMessages.saveClassFailed,
  }).then((reply) => reply.class);

export const deleteClass = (id: string) =>
  api(`/api/ce/classes/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageReplySchema, fallbackError: ceMessages.deleteClassFailed });

export const createSession = (body: SessionCreate) =>
  api('/api/ce/sessions', { method: 'POST', body, schema: sessionReplySchema, fallbackError: ceMessages.createSessionFailed }).then((reply) => reply.session);

export const updateSession = (id: string, body: SessionUpdate) =>
  api(`/api/ce/sessions/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: sessionReplySchema, fallbackError: ceMessages.updateSessionFailed }).then(
    (reply) => reply.session,
  );

export const deleteSession = (id: string) =>
  api(`/api/ce/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageReplySchema, fallbackError: ceMessages.deleteSessionFailed });

export const findSessionQr = (id: string, signal?: AbortSignal) =>
  api(`/api/ce/sessions/${encodeURIComponent(id)}/qr`, { signal, schema: sessionQrReplySchema, fallbackError: ceMessages.qrFailed });

/** The session's info, its total and one page of its attendees, by licence number (D-184). */
export const findAttendeesReply = (id: string, cursor: string | undefined, signal: AbortSignal) =>
  api(`/api/ce/sessions/${encodeURIComponent(id)}/attendees${pageParams(cursor, undefined)}`, { signal, schema: attendeesReplySchema, fallbackError: ceMessages.loadAttendeesFailed });

export type AttendeesPageFetcher = PageFetcher<Attendee>;

export const deleteAttendee = (id: string) =>
  api(`/api/ce/attendance/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageReplySchema, fallbackError: ceMessages.deleteAttendeeFailed });
