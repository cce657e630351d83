import { useEffect, useState } from 'react';
import { ceMessages } from '#shared/ce-messages.js';
import type { StudentResult } from '#shared/ce.js';
import { ApiError } from '../../api';
import { searchStudents } from './attendance-api';

/** product/outreach.md §9: search from 2 characters, 300 ms after the last keystroke. */
export const SEARCH_MIN = 2;
export const SEARCH_DELAY_MS = 300;

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; results: StudentResult[] }
  | { status: 'error'; message: string };

type Answer = { query: string } & ({ status: 'done'; results: StudentResult[] } | { status: 'error'; message: string });

/**
 * The name search: one request per pause in typing; an older answer never replaces a
 * newer one (it is aborted). The state is the answer for the query typed now, or
 * 'searching' while that one is on its way.
 */
export function useStudentSearch(token: string, query: string): SearchState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const trimmed = query.trim();
  const isShort = trimmed.length < SEARCH_MIN;
  useEffect(() => {
    if (isShort) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchStudents(token, trimmed, controller.signal)
        .then((results) => setAnswer({ query: trimmed, status: 'done', results }))
        .catch((caught: unknown) => {
          if (controller.signal.aborted) return;
          setAnswer({ query: trimmed, status: 'error', message: caught instanceof ApiError ? caught.message : ceMessages.searchFailed });
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [token, trimmed, isShort]);
  if (isShort) return { status: 'idle' };
  if (answer?.query !== trimmed) return { status: 'searching' };
  return answer.status === 'done' ? { status: 'done', results: answer.results } : { status: 'error', message: answer.message };
}
