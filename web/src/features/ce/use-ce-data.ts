import { useCallback } from 'react';
import type { CeClass, CeSession } from '#shared/ce.js';
import { useLoaded } from '../../components/use-loaded';
import { findClasses, findSessions } from './ce-api';

/** Both tabs read classes and sessions: a session changes its class's count, a class names the sessions' options. */
const loadBoth = (signal: AbortSignal) => Promise.all([findClasses(signal), findSessions(signal)]).then(([classes, sessions]) => ({ classes, sessions }));

export function useCeData() {
  const loaded = useLoaded(loadBoth);
  const { setData } = loaded;
  /** Replace one session or add it; `classDelta` moves its class's session_count. */
  const putSession = useCallback(
    (session: CeSession, classDelta = 0) =>
      setData((data) => data && {
        classes: data.classes.map((item) => (item.id === session.ce_class_id ? { ...item, session_count: item.session_count + classDelta } : item)),
        sessions: [session, ...data.sessions.filter((item) => item.id !== session.id)].sort((a, b) => b.session_date.localeCompare(a.session_date)),
      }),
    [setData],
  );
  const dropSession = useCallback(
    (session: CeSession) =>
      setData((data) => data && {
        classes: data.classes.map((item) => (item.id === session.ce_class_id ? { ...item, session_count: item.session_count - 1 } : item)),
        sessions: data.sessions.filter((item) => item.id !== session.id),
      }),
    [setData],
  );
  const putClass = useCallback(
    (ceClass: CeClass) =>
      setData((data) => data && {
        ...data,
        classes: [ceClass, ...data.classes.filter((item) => item.id !== ceClass.id)].sort((a, b) => a.class_name.localeCompare(b.class_name)),
      }),
    [setData],
  );
  const dropClass = useCallback((ceClass: CeClass) => setData((data) => data && { ...data, classes: data.classes.filter((item) => item.id !== ceClass.id) }), [setData]);
  const setAttendeeCount = useCallback(
    (sessionId: string, count: number) =>
      setData((data) => data && { ...data, sessions: data.sessions.map((item) => (item.id === sessionId ? { ...item, attendee_count: count } : item)) }),
    [setData],
  );
  return { ...loaded, putSession, dropSession, putClass, dropClass, setAttendeeCount };
}

export type CeData = ReturnType<typeof useCeData>;
