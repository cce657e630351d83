import { useCallback, useMemo } from 'react';
import type { CeClass, CeSession } from '#shared/ce.js';
import { useLoaded } from '../../components/use-loaded';
import { usePagedList } from '../../components/use-paged-list';
import { findClasses, findSessionsPage } from './ce-api';

/**
 * Both tabs read classes and sessions: a session changes its class's count, a class names
 * the sessions' options. Sessions come a page at a time, newest first (D-184); classes
 * whole (the create form picks from all of them, D-186).
 */
export function useCeData() {
  const loadedClasses = useLoaded(findClasses);
  const sessionsPage = usePagedList(findSessionsPage, '');
  const { setData: setClasses, reload: reloadClasses } = loadedClasses;
  const { setItems: setSessions, reload: reloadSessions } = sessionsPage;
  const moveCount = useCallback(
    (classId: string, delta: number) => setClasses((classes) => classes && classes.map((item) => (item.id === classId ? { ...item, session_count: item.session_count + delta } : item))),
    [setClasses],
  );
  /** Replace one session or add it; `classDelta` moves its class's session_count. */
  const putSession = useCallback(
    (session: CeSession, classDelta = 0) => {
      moveCount(session.ce_class_id, classDelta);
      setSessions((sessions) => sessions && [session, ...sessions.filter((item) => item.id !== session.id)].sort((a, b) => b.session_date.localeCompare(a.session_date)));
    },
    [moveCount, setSessions],
  );
  const dropSession = useCallback(
    (session: CeSession) => {
      moveCount(session.ce_class_id, -1);
      setSessions((sessions) => sessions && sessions.filter((item) => item.id !== session.id));
    },
    [moveCount, setSessions],
  );
  const putClass = useCallback(
    (ceClass: CeClass) => setClasses((classes) => classes && [ceClass, ...classes.filter((item) => item.id !== ceClass.id)].sort((a, b) => a.class_name.localeCompare(b.class_name))),
    [setClasses],
  );
  const dropClass = useCallback((ceClass: CeClass) => setClasses((classes) => classes && classes.filter((item) => item.id !== ceClass.id)), [setClasses]);
  const setAttendeeCount = useCallback(
    (sessionId: string, count: number) => setSessions((sessions) => sessions && sessions.map((item) => (item.id === sessionId ? { ...item, attendee_count: count } : item))),
    [setSessions],
  );
  const reload = useCallback(() => {
    reloadClasses();
    reloadSessions();
  }, [reloadClasses, reloadSessions]);
  const classes = loadedClasses.data;
  const sessions = sessionsPage.items;
  const data = useMemo(() => (classes && sessions ? { classes, sessions } : null), [classes, sessions]);
  return {
    data,
    isLoading: loadedClasses.isLoading || sessionsPage.isLoading,
    error: loadedClasses.error ?? sessionsPage.error,
    reload,
    sessionsPage,
    putSession,
    dropSession,
    putClass,
    dropClass,
    setAttendeeCount,
  };
}

export type CeData = ReturnType<typeof useCeData>;
