// The layering of docs/architecture.md, checked on every `npm test` (npm run lint:deps).
// A rule broken here is a seam someone loosened: move the code, don't widen the rule.

/** The product's modules: functions/route-table.ts `Module`. */
const PRODUCT = 'auth|account|agents|booking|inspections|contracts|reports|payments|ce|open-house|agent-contacts|route-planner|settings|dashboard';
/** Every folder of functions/ that holds one module's code: the product's modules and `dev` (the local outbox page). */
const MODULES = `(${PRODUCT}|dev)`;
/** Module folders and the jobs, which are entries like handlers (docs/architecture.md "The layers"). */
const MODULES_AND_JOBS = `(${PRODUCT}|dev|jobs)`;
/** A route's handler file: `functions/<module>/<get|post|put|delete>-<path>.ts`. */
const HANDLER = `^functions/${MODULES}/(get|post|put|delete)-[^/]+[.]ts$`;
/**
 * functions/data/ files: the shared core (the table, keys, pages, ids, the work queue, the outbox,
 * one-time tokens, rate limits and the account item: docs/architecture.md "The data layer"), or
 * a file named after the module that writes its items: `<module>.ts` or `<module>-<what>.ts`.
 */
const DATA_CORE = '^functions/data/(table|keys|pages|ids|queue|outbox|tokens|rate-limits|users|user-changes|user-words|user-licenses)[.]ts$';
const DATA_OWNED = [`^functions/data/(${PRODUCT})[.]ts$`, `^functions/data/(${PRODUCT})-[^/]+[.]ts$`];

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
        'Move what two modules need to one of those. No module calls a job: jobs call modules.',
      severity: 'error',
      from: { path: `^functions/${MODULES}/` },
      to: { path: `^functions/${MODULES_AND_JOBS}/`, pathNot: '^functions/$1/' },
    },
    {
      name: 'jobs-are-entries',
      comment:
        'A job (functions/jobs/) is an entry like a handler: it calls a module\'s functions and logs, and holds no rule. ' +
        'It never calls a handler, which expects an HTTP event.',
      severity: 'error',
      from: { path: '^functions/jobs/' },
      to: { path: HANDLER },
    },
    {
      name: 'data-files-named-by-owner',
      comment:
        'A functions/data/ file is part of the shared core or named after the module that writes its items ' +
        '(<module>.ts, <module>-<what>.ts): rename it, or argue for it in docs/architecture.md and DATA_CORE.',
      severity: 'error',
      from: { path: '^functions/data/', pathNot: [DATA_CORE, ...DATA_OWNED] },
      to: { path: '^functions/data/' },
    },
    {
      name: 'no-unowned-data-file',
      comment: 'Nothing uses a functions/data/ file that is neither core nor named after its module (data-files-named-by-owner).',
      severity: 'error',
      from: { path: '^(functions|infra)/' },
      to: { path: '^functions/data/', pathNot: [DATA_CORE, ...DATA_OWNED] },
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
      to: { path: `^functions/(integrations|http|${MODULES_AND_JOBS.slice(1, -1)})/` },
    },
    {
      name: 'integrations-know-no-module',
      comment: 'An integration (mail, SMS, files, payments, PDF, QR, images) serves every module and knows none.',
      severity: 'error',
      from: { path: '^functions/integrations/' },
      to: { path: `^functions/${MODULES_AND_JOBS}/` },
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
