import type { RouteObject } from 'react-router-dom';

/**
 * Every absolute path the route table defines ('/', '/dashboard', …); pathless
 * layout routes pass their children through, the catch-all is left out. The
 * sidebar links only to these, so a page gets its link the day it is added.
 */
export function collectPaths(routes: readonly RouteObject[], parent = '/'): Set<string> {
  const paths = new Set<string>();
  for (const route of routes) {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    if ((route.index || route.path !== undefined) && !path.includes('*')) paths.add(path);
    for (const child of collectPaths(route.children ?? [], path)) paths.add(child);
  }
  return paths;
}

function joinPath(parent: string, path: string): string {
  const full = path.startsWith('/') ? path : `${parent}/${path}`;
  return `/${full.split('/').filter(Boolean).join('/')}`;
}
