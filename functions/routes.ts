// THE route table (ARCHITECTURE §2): one entry per /api route, one Lambda per entry.
// Read by the CDK stack, by the local gateway and by the access-matrix test, so a
// route exists everywhere or nowhere.

export type Access = 'public' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Module =
  | 'auth'
  | 'account'
  | 'agents'
  | 'booking'
  | 'inspections'
  | 'contracts'
  | 'reports'
  | 'payments'
  | 'ce'
  | 'open-house'
  | 'contacts'
  | 'routes'
  | 'settings'
  | 'dev';

/** What a function may touch beyond reading the table; the stack grants exactly this. */
export type Grant = 'table:write' | 'files:read' | 'files:write' | 'secrets:stripe';

export interface Route {
  method: Method;
  /** API Gateway path, `{name}` for a path parameter. */
  path: string;
  /** Handler file under functions/, without extension; it exports `handler`. */
  handler: string;
  access: Access;
  module: Module;
  grants: Grant[];
  /** Lambda memory in MB; scrypt needs more than the default (ARCHITECTURE §6). */
  memory?: number;
}

export const routes: Route[] = [
  {
    method: 'GET',
    path: '/api/update-info',
    handler: 'account/get-update-info',
    access: 'user',
    module: 'account',
    grants: [],
  },
  {
    method: 'POST',
    path: '/api/logout',
    handler: 'auth/post-logout',
    access: 'public',
    module: 'auth',
    grants: ['table:write'],
  },
  {
    method: 'GET',
    path: '/api/business-info',
    handler: 'settings/get-business-info',
    access: 'public',
    module: 'settings',
    grants: [],
  },
  {
    method: 'GET',
    path: '/api/dev/outbox',
    handler: 'dev/get-outbox',
    access: 'public',
    module: 'dev',
    grants: [],
  },
];

/** `GET /api/sign/{id}`: the key API Gateway puts in `event.routeKey`. */
export const routeKey = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** A stable CloudFormation-safe name for a route's function, e.g. `GetApiSignId`. */
export function routeName(route: Pick<Route, 'method' | 'path'>): string {
  const words = `${route.method.toLowerCase()} ${route.path}`.split(/[^a-zA-Z0-9]+/).filter(Boolean);
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** Finds the route for a request path; path parameters come back by name. */
export function matchRoute(
  method: string,
  path: string,
  table: Route[] = routes,
): { route: Route; params: Record<string, string> } | undefined {
  for (const route of table) {
    if (route.method !== method) continue;
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return undefined;
}

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    const value = got[i]!;
    if (part.startsWith('{') && part.endsWith('}')) {
      if (!value) return undefined;
      params[part.slice(1, -1)] = decodeURIComponent(value);
    } else if (part !== value) {
      return undefined;
    }
  }
  return params;
}
