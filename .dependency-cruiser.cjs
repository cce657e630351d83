// The layering of docs/architecture.md, checked on every `npm test` (npm run lint:deps).
// A rule broken here is a seam someone loosened: move the code, don't widen the rule.

/** The product's modules (functions/route-table.ts `Module`, plus the scheduled jobs). */
const MODULES = '(auth|account|agents|booking|inspections|contracts|reports|payments|ce|open-house|agent-contacts|route-planner|settings|dashboard|dev|jobs)';
/** A route's handler file: `functions/<module>/<get|post|put|delete>-<path>.ts`. */
const HANDLER = `^functions/${MODULES}/(get|post|put|delete)-[^/]+[.]ts$`;

module.exports = {
  forbidden: [
    {
      name: 'shared-is-a-leaf',
      comment: 'shared/ is imported by the browser and the functions alike: it imports nothing of ours outside itself.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(functions|web|infra|test)/' },
    },
    {
      name: 'web-stays-in-the-browser',
      comment: 'The SPA talks to the functions over HTTP only; their types come from shared/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(functions|infra)/' },
    },
    {
      name: 'functions-stand-alone',
      comment: 'A function bundle holds functions/ and shared/ only; infra/ (CDK, the local stack) and web/ use the functions, never the reverse. What the local stack alone needs (its write lock, infra/local/write-locks.ts) it puts on the deps it gives the functions.',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: '^(web|infra)/' },
    },
    {
      name: 'dynamodb-only-in-data',
      comment: 'Every DynamoDB command is built in functions/data/ (one file per stored item kind); rules compose data functions.',
      severity: 'error',
      from: { path: '^functions/', pathNot: '^functions/data/' },
      to: { path: 'node_modules/@aws-sdk/(client-dynamodb|lib-dynamodb)/' },
    },
    {
      name: 'modules-meet-through-seams',
      comment:
        'A module uses another only through shared/, functions/data/, functions/integrations/ or the kernel files (functions/*.ts). ' +
        'Move what two modules need to one of those.',
      severity: 'error',
      from: { path: `^functions/${MODULES}/` },
      to: { path: `^functions/${MODULES}/`, pathNot: '^functions/$1/' },
    },
    {
      name: 'rules-free-of-http',
      comment:
        'Only handlers and the HTTP stack know HTTP: rules, data and integrations throw the domain errors of functions/errors.ts ' +
        'and return plain data; cookies, replies and events stay in handlers.',
      severity: 'error',
      from: { path: '^functions/', pathNot: [HANDLER, '^functions/http/', '^functions/route-table[.]ts$'] },
      to: { path: '^functions/http/' },
    },
    {
      name: 'data-below-integrations',
      comment: 'data/ stores items; it calls no provider and no module (integrations may use data/, not the reverse).',
      severity: 'error',
      from: { path: '^functions/data/' },
      to: { path: `^functions/(integrations|http|${MODULES.slice(1, -1)})/` },
    },
    {
      name: 'integrations-know-no-module',
      comment: 'An integration (mail, SMS, files, payments, PDF, QR, images) serves every module and knows none.',
      severity: 'error',
      from: { path: '^functions/integrations/' },
      to: { path: `^functions/${MODULES}/` },
    },
    {
      name: 'web-kit-knows-no-feature',
      comment: 'components/ and lib/ are the kit every feature builds on; they never import a feature or the layout.',
      severity: 'error',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/(features|layout)/' },
    },
    {
      name: 'layout-knows-no-feature',
      comment: 'The app shell (layout/) serves every page; pages reach it through routes.tsx, never the other way.',
      severity: 'error',
      from: { path: '^web/src/layout/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'no-folder-cycles',
      comment: 'Folders depend one way: a cycle between two folders means one of them holds the other\'s code.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(functions|shared|web|infra)/' },
      to: { circular: true },
    },
    {
      name: 'no-file-cycles',
      severity: 'error',
      from: { path: '^(functions|shared|web|infra)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(cdk[.]out|web/dist|data|[.]bench)/' },
    // Type-only imports count: a type from another layer couples the layers as much as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
