import { createServer, type Server } from 'node:http';
import type { Deps } from '../../functions/deps.js';
import type { ApiHandler } from '../../functions/http/handler.js';
import type { Route } from '../../functions/route-table.js';
import { siteHeaderPairs } from '../security-headers.js';
import { proxyApi, sendJson, type EndpointHealth } from './api-proxy.js';
import { createHandlerLoader } from './modules.js';
import { serveSite } from './static-site.js';

export interface GatewayOptions {
  /** What every handler is given (the local endpoint's table and bucket). */
  deps: Deps;
  distDir: string;
  /** After each state-changing /api request: stands in for the table's stream. */
  onWrite?: (route: Route) => void;
  loadHandler?: (name: string) => Promise<ApiHandler>;
  /** The local endpoint's supervisor: while it restarts moto, /api answers 503. */
  health?: EndpointHealth;
}

/** What CloudFront and API Gateway do in AWS: /api to the route's function, the rest from web/dist. */
export function createGateway(options: GatewayOptions): Server {
  const api = { loadHandler: options.loadHandler ?? createHandlerLoader(options.deps), onWrite: options.onWrite, health: options.health };
  const { config } = options.deps;
  // Presigned uploads go to the local endpoint (moto or LocalStack), as they go to S3 in AWS.
  const uploadOrigins = config.AWS_ENDPOINT_URL ? [new URL(config.AWS_ENDPOINT_URL).origin] : [];
  const site = { distDir: options.distDir, headers: siteHeaderPairs(new URL(config.APP_URL).protocol === 'https:', uploadOrigins) };
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const isApi = path === '/api' || path.startsWith('/api/');
    (isApi ? proxyApi(req, res, api) : serveSite(req, res, site)).catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', msg: 'gateway', error: String(error) }));
      if (!res.headersSent) sendJson(res, 500, { error: 'An unexpected error occurred.' });
      else res.destroy();
    });
  });
}

export interface Listening {
  close: () => Promise<void>;
}

/**
 * Listens on loopback only (both 127.0.0.1 and ::1, since browsers try either for
 * "localhost") when APP_URL is a loopback address: a development server with a dev
 * outbox full of sign-in links should not be reachable from the network. Any other
 * APP_URL (a LAN address to test from a phone) listens on every interface.
 */
export async function listenGateway(server: Server, port: number, appUrl: string): Promise<Listening> {
  const { hostname } = new URL(appUrl);
  const isLoopback = ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  if (!isLoopback) {
    await listen(server, port);
    return { close: () => closeServer(server) };
  }
  await listen(server, port, '127.0.0.1');
  const v6 = createServer((req, res) => server.emit('request', req, res));
  try {
    await listen(v6, port, '::1');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // No IPv6 loopback on this machine: 127.0.0.1 alone serves localhost.
    if (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT') {
      await closeServer(server);
      throw error;
    }
    return { close: () => closeServer(server) };
  }
  return { close: async () => void (await Promise.all([closeServer(server), closeServer(v6)])) };
}

function listen(server: Server, port: number, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new Error(`Port ${port} is in use; stop what uses it or set PORT (and APP_URL) to another port.`));
      else reject(error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Stops accepting, lets requests in flight finish, then drops keep-alive connections. */
function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), 3000);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
