import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage, Duration, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { BuildOptions } from 'esbuild';
import { gluedName, WEBP_GLUE_FILES, WEBP_WASM_FILES } from '../../functions/integrations/webp-codec.js';
import { LEAFLET_FILES } from '../../functions/route-planner/map-assets.js';
import { needsNames } from './keep-names.js';
import { LocalBundling } from './local-bundling.js';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Where the handler of a route or job lives: `functions/${handler}.ts`. */
export const handlerEntry = (handler: string) => `${projectRoot}functions/${handler}.ts`;

/** esbuild's `keepNames` for one function: on only where a bundled package reads names. */
export const keepNamesFor = (handler: string) => needsNames(handlerEntry(handler), projectRoot);

/**
 * The esbuild options of every function, shared with test/bench/bundles.ts and
 * test/infra/bundling.test.ts so they measure and run what is deployed; the stack builds
 * with them through local-bundling.ts (esbuild's API, every function in one run).
 */
export const esbuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  minify: true,
  // Off: the log line's error names are set explicitly. Bundles holding a package that
  // compares class names keep them: `keepNamesFor` (keep-names.ts, D-156).
  keepNames: false,
  // Off: the log line carries the error's name and message, and loading maps slows cold starts.
  sourcemap: false,
  mainFields: ['module', 'main'],
  // CommonJS packages (stripe, jpeg-js, pngjs) call require() on Node built-ins, which
  // ESM output has no binding for.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  // Nothing external: the SDK v3 clients are bundled and tree-shaken (product/platform.md §2),
  // pinned to our lockfile rather than to the runtime's copy. They are bundled as published,
  // with their default credential chain: no alias or plugin reaches into them (D-203).
  external: [],
  alias: {
    // pdfkit without fontkit: our PDFs draw with the standard fonts only, and fontkit (about
    // 760 kB) serves only embedded font files (fontkit-stub.ts, D-205).
    fontkit: `${projectRoot}infra/stacks/fontkit-stub.ts`,
  },
} as const satisfies BuildOptions;

/**
 * pdfkit reads its standard fonts at run time with `require('#standard-fonts/…')` (its
 * package's subpath imports), which esbuild cannot follow. A bundle that holds pdfkit
 * (signing and the CE roster: functions/integrations/pdf-file.ts) gets the font files and a
 * package.json that maps that import beside it (D-205).
 */
export function pdfFontCommands(inputDir: string, outputDir: string): string[] {
  const fonts = `${inputDir}/node_modules/pdfkit/js/standard-fonts`;
  const mapping = JSON.stringify({ imports: { '#standard-fonts/*': './standard-fonts/*.cjs' } });
  return [
    `if grep -q '#standard-fonts/' '${outputDir}/index.mjs'; then ` +
      `mkdir -p '${outputDir}/standard-fonts/chunks' && ` +
      `cp '${fonts}'/*.cjs '${outputDir}/standard-fonts/' && ` +
      `cp '${fonts}'/chunks/*.cjs '${outputDir}/standard-fonts/chunks/' && ` +
      `echo '${mapping}' > '${outputDir}/package.json'; fi`,
  ];
}

/**
 * The WebP codec (functions/integrations/webp-codec.ts) compiles its WebAssembly at run
 * time from beside the bundle: esbuild cannot follow a file read. Only a bundle that
 * contains the codec gets the files (about 480 kB), so only the image uploads and report
 * publishing carry them. Emscripten's glue goes beside too, minified (D-193): it is
 * imported with the WebAssembly, at the first WebP.
 */
export function webpWasmCommands(inputDir: string, outputDir: string): string[] {
  const files = WEBP_WASM_FILES.map((file) => `'${inputDir}/node_modules/@jsquash/webp/${file}'`).join(' ');
  const glue = WEBP_GLUE_FILES.map(
    (file) => `'${inputDir}/node_modules/.bin/esbuild' '${inputDir}/node_modules/@jsquash/webp/${file}' --minify --log-level=error --outfile='${outputDir}/${gluedName(file)}'`,
  );
  return [`if grep -q 'webp_dec.wasm' '${outputDir}/index.mjs'; then cp ${files} '${outputDir}/' && ${glue.join(' && ')}; fi`];
}

/**
 * The route map (functions/route-planner/map-assets.ts) inlines Leaflet's script and stylesheet,
 * read at run time from beside the bundle; only the map's bundle gets them (160 kB).
 */
export function leafletCommands(inputDir: string, outputDir: string): string[] {
  const files = LEAFLET_FILES.map((file) => `'${inputDir}/node_modules/leaflet/${file}'`).join(' ');
  return [`if grep -q 'dist/leaflet.css' '${outputDir}/index.mjs'; then cp ${files} '${outputDir}/'; fi`];
}

/** What runs after esbuild, for every function: each command adds files only to the bundles that need them. */
export const afterBundlingCommands = (inputDir: string, outputDir: string): string[] => [
  ...pdfFontCommands(inputDir, outputDir),
  ...webpWasmCommands(inputDir, outputDir),
  ...leafletCommands(inputDir, outputDir),
];

export interface PortalFunctionProps {
  /** Handler path under functions/, without extension. */
  handler: string;
  description: string;
  environment: Record<string, string>;
  memorySize?: number;
  timeout?: Duration;
}

/** The code of one function: its bundle, hashed by its output so an unchanged bundle is not uploaded again. */
export const functionCode = (handler: string) =>
  Code.fromAsset(`${projectRoot}functions`, {
    assetHashType: AssetHashType.OUTPUT,
    // Required by CDK's types; never used, since the local bundling never declines.
    bundling: { image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'), local: new LocalBundling(handler, projectRoot) },
  });

/** The one way a function is made, for routes and jobs alike. */
export function createPortalFunction(scope: Construct, id: string, props: PortalFunctionProps): LambdaFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.THREE_MONTHS });
  const fn = new LambdaFunction(scope, id, {
    role: createLoggingRole(scope, id, logGroup),
    code: functionCode(props.handler),
    handler: 'index.handler',
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize ?? 256,
    timeout: props.timeout ?? Duration.seconds(10),
    environment: props.environment,
    logGroup,
  });
  acknowledgeFunctionFindings(fn);
  return fn;
}

/**
 * The function's role may write only to its own log group. The default role's managed
 * policy (AWSLambdaBasicExecutionRole) would let it create and write any log group.
 */
function createLoggingRole(scope: Construct, id: string, logGroup: LogGroup): Role {
  const role = new Role(scope, `${id}ServiceRole`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  role.addToPolicy(new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }));
  return role;
}

/** cdk-nag findings every function shares, with the reasons (docs/operations.md §5). */
function acknowledgeFunctionFindings(fn: LambdaFunction): void {
  const runtime =
    'Node.js 22 is supported by Lambda until 2027-04-30; the bundles target node22 (esbuildOptions) and move to the next LTS as one change with the local stack (D-162).';
  Validations.of(fn).acknowledge(
    { id: 'AwsSolutions-L1', reason: runtime },
    { id: 'Serverless-LambdaLatestVersion', reason: runtime },
    {
      id: 'Serverless-LambdaTracing',
      reason:
        'No X-Ray: every request logs one JSON line with its route, status, duration and request id (docs/operations.md §3); tracing would add a * grant to every role for little more.',
    },
  );
}
