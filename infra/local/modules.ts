import type { Deps } from '../../functions/deps.js';
import type { ApiHandler } from '../../functions/http/handler.js';
import type { RunJob } from '../../functions/jobs/job.js';

const functionsDir = new URL('../../functions/', import.meta.url);

/**
 * Imports functions/<name>.ts once and keeps it, as a warm Lambda container keeps its
 * bundle. A failed import is forgotten, so a handler being written can load later.
 */
function createLoader<T>(pick: (module: Record<string, unknown>, name: string) => T): (name: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (name) => {
    let loaded = cache.get(name);
    if (!loaded) {
      loaded = import(new URL(`${name}.ts`, functionsDir).href).then((module: Record<string, unknown>) => pick(module, name));
      loaded.catch(() => cache.delete(name));
      cache.set(name, loaded);
    }
    return loaded;
  };
}

/** The route's handler, given the local deps as the test helpers do. */
export const createHandlerLoader = (deps: Deps) =>
  createLoader((module, name) => {
    const handler = module.handler as ApiHandler | undefined;
    if (typeof handler !== 'function') throw new Error(`functions/${name}.ts exports no handler`);
    return typeof handler.withDeps === 'function' ? handler.withDeps(deps) : handler;
  });

/** A job's plain `runJob` (functions/jobs/job.ts), which the local runner calls on its schedule. */
export const createJobLoader = () =>
  createLoader((module, name) => {
    const runJob = module.runJob as RunJob | undefined;
    if (typeof runJob !== 'function') throw new Error(`functions/${name}.ts exports no runJob`);
    return runJob;
  });
