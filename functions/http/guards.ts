import { appOrigin } from '../config.js';
import { findSession } from '../data/auth-sessions.js';
import { canSignIn, findUser } from '../data/users.js';
import { readCookie, sessionCookieName } from './cookies.js';
import { forbidden, unauthenticated } from '../errors.js';
import type { Middleware, MiddyRequest as Request, SignedIn } from './types.js';

export type { SignedIn };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state changes sent from another site (product/platform.md §3). Browsers send
 * Origin on such requests; Sec-Fetch-Site covers those that omit it. A request with
 * neither must be JSON: a page elsewhere can only send JSON after a CORS preflight,
 * which we never answer, while a form or a no-cors fetch sends text/plain, form data
 * or multipart. So what passes without Origin comes from no browser (curl, a payment
 * webhook) and carries no cookie risk.
 */
export function sameOrigin(sender: 'browser' | 'machine'): Middleware {
  return {
    before: async (request: Request) => {
      const { event } = request;
      if (!STATE_CHANGING.has(event.requestContext?.http?.method ?? '')) return;
      const origin = event.headers?.origin;
      const fetchSite = event.headers?.['sec-fetch-site'];
      const expected = appOrigin(request.context.state.deps.config);
      const mayBeOther = sender === 'machine' || isJsonOrEmpty(event.headers?.['content-type']);
      if (origin ? origin !== expected : fetchSite === 'cross-site' || !mayBeOther) {
        throw forbidden('Cross-site request refused.');
      }
    },
  };
}

const isJsonOrEmpty = (type: string | undefined) => !type || /^application\/json\s*(;|$)/i.test(type.trim());

/** Loads the session its cookie names; an ended session or a blocked account counts as none. */
export function loadSession(): Middleware {
  return {
    before: async (request: Request) => {
      const { db, now, config } = request.context.state.deps;
      const token = readCookie(request.event.cookies, sessionCookieName(config));
      if (!token) return;
      const session = await findSession(db, token, now());
      if (!session) return;
      const user = await findUser(db, session.user_id);
      if (!user || !canSignIn(user)) return;
      request.context.state.auth = { user, session, token };
    },
  };
}

/** 401 without a session, 403 for an agent on an admin route. */
export function enforceAccess(): Middleware {
  return {
    before: async (request: Request) => {
      const { access, auth } = request.context.state;
      if (access === 'public') return;
      if (!auth) throw unauthenticated();
      if (access === 'admin' && !auth.user.is_admin) throw forbidden('Admin privileges required.');
    },
  };
}
