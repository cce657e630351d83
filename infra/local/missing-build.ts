/**
 * What the site shows while web/dist does not exist yet (the SPA not built, or its
 * build failed): the API still works, and the page says how to get the app.
 */
export function renderMissingBuildPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Web app not built</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5; color: #222; }
  code { background: #f2f2f2; padding: 0.1rem 0.3rem; border-radius: 3px; }
</style>
</head>
<body>
<h1>The web app has not been built yet</h1>
<p>The local stack is running and the API answers under <code>/api</code>, but there is no
<code>web/dist</code> to serve.</p>
<p>Build it with <code>npm run build:web</code> (or restart with <code>npm start</code>, which builds
it first); this page turns into the app as soon as the build is there, without a restart.</p>
</body>
</html>
`;
}
