/**
 * The environment of the local runner and the CLI: without APP_URL, the site's origin
 * follows PORT, so the same-origin check accepts the browser's requests and printed
 * links point at the running site.
 */
export function applyLocalDefaults(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return env.APP_URL ? env : { ...env, APP_URL: `http://localhost:${env.PORT || 3000}` };
}
