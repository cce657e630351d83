import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleEntry as bundleWithStack } from '../../infra/stacks/bundle.js';
import { handlerEntry, keepNamesFor, projectRoot } from '../../infra/stacks/function.js';
import { NAME_READING_PACKAGES, needsNames } from '../../infra/stacks/keep-names.js';

// Bundles a probe the way the stack bundles a function, runs the stack's after-bundling
// commands, then loads it in a fresh `node` as Lambda would (no tsx, no node_modules).
async function bundleProbe(source: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bundle-'));
  writeFileSync(join(dir, 'probe.ts'), source);
  return bundleEntry(join(dir, 'probe.ts'), join(dir, 'out'));
}

async function bundleEntry(entry: string, out: string): Promise<string> {
  await bundleWithStack(entry, out, false, { nodePaths: [join(projectRoot, 'node_modules')] });
  return out;
}

function run(out: string): string {
  const script = `const { handler } = await import(${JSON.stringify(join(out, 'index.mjs'))}); console.log(JSON.stringify(await handler()));`;
  // stderr piped: a failing run's message is the thrown error's.
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir(), encoding: 'utf8', stdio: 'pipe' }).trim();
}

describe('function bundles', () => {
  it('draw a QR code with qrcode, a CommonJS package that requires Node built-ins', { timeout: 30_000 }, async () => {
    const out = await bundleProbe(`
      import { drawQr } from ${JSON.stringify(join(projectRoot, 'functions', 'integrations', 'qr.ts'))};
      export const handler = async () => Buffer.from((await drawQr('https://portal.example.com/qr/abc')).split(',')[1], 'base64').subarray(1, 4).toString();
    `);
    expect(readdirSync(out)).toEqual(['index.mjs']);
    expect(run(out)).toBe('"PNG"');
  });

  it("write both PDFs with pdfkit's standard fonts copied beside the bundle", { timeout: 30_000 }, async () => {
    const integrations = join(projectRoot, 'functions', 'integrations');
    const out = await bundleProbe(`
      import { PNG } from 'pngjs';
      import { renderAgreementPdf } from ${JSON.stringify(join(integrations, 'agreement-pdf.ts'))};
      import { renderRosterPdf } from ${JSON.stringify(join(integrations, 'roster-pdf.ts'))};
      import { pdfTextLines } from ${JSON.stringify(join(projectRoot, 'test', 'support', 'pdf-text.ts'))};
      export const handler = async () => {
        const roster = { provider: { provider_name: 'P', provider_number: '1', instructor_name: 'I' }, session: { id: 's', class_name: 'C', class_code: 'RIR', class_hours: 1, session_date: '2026-11-25', session_time: '', location: '' }, students: [], time_zone: 'America/Chicago' };
        const signature_png = PNG.sync.write(new PNG({ width: 40, height: 20 }));
        const agreement = { business_name: 'B', agreement_text: 'T\\nBody', agreement_version: '1', agreement_sha256: 'ab'.repeat(32), signer_name: 'S', signed_at: '2026-11-25T23:00:00Z', ip_address: '', user_agent: '', signature_png };
        return [pdfTextLines(await renderRosterPdf(roster))[0], pdfTextLines(await renderAgreementPdf(agreement)).at(-1)];
      };
    `);
    expect(readdirSync(out).sort()).toEqual(['index.mjs', 'package.json', 'standard-fonts']);
    expect(existsSync(join(out, 'standard-fonts', 'Helvetica.cjs'))).toBe(true);
    // Run from a directory with no node_modules above it: only the copies can be found. The minified
    // pdfkit writes the same text: the roster's title, the agreement's hash (too wide for its label's line).
    expect(run(out)).toBe(`["Continuing Education Class Roster","${'ab'.repeat(32)}"]`);
    rmSync(join(out, 'standard-fonts'), { recursive: true });
    expect(() => run(out)).toThrow(/Cannot find module '.*standard-fonts\/Helvetica/);
  });

  it('give the two functions that draw PDFs the fonts, and others none', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bundle-'));
    for (const handler of ['contracts/post-sign', 'ce/get-ce-session-roster']) {
      expect(readdirSync(await bundleEntry(handlerEntry(handler), join(dir, handler))).sort()).toEqual(['index.mjs', 'package.json', 'standard-fonts']);
    }
    for (const handler of ['ce/get-ce-sessions-qr', 'contracts/get-sign']) {
      const out = await bundleEntry(handlerEntry(handler), join(dir, handler));
      expect(readdirSync(out)).toEqual(['index.mjs']);
      expect(readFileSync(join(out, 'index.mjs'), 'utf8')).not.toContain('#standard-fonts/');
    }
  });

  it('decode and re-encode WebP with the WebAssembly copied beside the bundle', { timeout: 30_000 }, async () => {
    const integrations = join(projectRoot, 'functions', 'integrations');
    const out = await bundleProbe(`
      import { readImage } from ${JSON.stringify(join(integrations, 'images.ts'))};
      import { encodeWebp } from ${JSON.stringify(join(integrations, 'webp-codec.ts'))};
      export const handler = async () => {
        const data = new Uint8Array(8 * 8 * 4).fill(200);
        const stored = await readImage({ bytes: await encodeWebp({ width: 8, height: 8, data }, 80) });
        return stored.type + ' ' + stored.bytes.subarray(8, 12).toString('latin1');
      };
    `);
    expect(existsSync(join(out, 'webp_dec.wasm'))).toBe(true);
    // The codecs' glue is beside it, not inside (D-191).
    expect(readFileSync(join(out, 'index.mjs'), 'utf8')).not.toContain('ENVIRONMENT_IS_NODE');
    expect(existsSync(join(out, 'webp_enc_simd.mjs'))).toBe(true);
    // Run from a directory with no node_modules above it: only the copies can be found.
    expect(run(out)).toBe('"image/webp WEBP"');
  });

  it('give the image upload routes the WebAssembly, and others none', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bundle-'));
    for (const handler of ['account/post-agent-upload-photo', 'booking/post-booking-photo', 'inspections/post-inspections-upload-image', 'reports/post-admin-inspections-report']) {
      const out = await bundleEntry(handlerEntry(handler), join(dir, handler));
      expect(readdirSync(out).sort()).toEqual(['index.mjs', 'webp_dec.mjs', 'webp_dec.wasm', 'webp_enc_simd.mjs', 'webp_enc_simd.wasm']);
    }
    const other = await bundleEntry(handlerEntry('inspections/get-inspections'), join(dir, 'other'));
    expect(readdirSync(other)).toEqual(['index.mjs']);
  });

  it('give the route map Leaflet beside its bundle, read without node_modules', { timeout: 30_000 }, async () => {
    const routesDir = join(projectRoot, 'functions', 'routes');
    const out = await bundleProbe(`
      import { readMapAssets } from ${JSON.stringify(join(routesDir, 'map-assets.ts'))};
      export const handler = async () => { const { leafletJs, leafletCss } = readMapAssets(); return [leafletJs.includes('Leaflet'), leafletCss.includes('.leaflet-pane')]; };
    `);
    expect(readdirSync(out).sort()).toEqual(['index.mjs', 'leaflet.css', 'leaflet.js']);
    expect(run(out)).toBe('[true,true]');
  });

  it('sign SDK calls with the credentials Lambda puts in the environment, without the default chain', { timeout: 60_000 }, async () => {
    const out = await bundleProbe(`
      import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
      import { ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
      const options = { region: 'us-east-1', endpoint: process.env.AWS_ENDPOINT_URL, forcePathStyle: true };
      export const handler = async () => {
        const tables = await new DynamoDBClient(options).send(new ListTablesCommand({}));
        const buckets = await new S3Client(options).send(new ListBucketsCommand({}));
        return [Array.isArray(tables.TableNames), Array.isArray(buckets.Buckets)];
      };
    `);
    const code = readFileSync(join(out, 'index.mjs'), 'utf8');
    // The SSO, profile and STS providers and the event-stream codec are not in the bundle.
    expect(code).not.toContain('defaultProvider::fromSSO');
    expect(code).not.toContain('too short to accommodate event stream');
    expect(run(out)).toBe('[true,true]');
    // Without credentials in the environment the call fails, saying why.
    const bare = { PATH: process.env.PATH, AWS_ENDPOINT_URL: process.env.AWS_ENDPOINT_URL };
    const script = `const { handler } = await import(${JSON.stringify(join(out, 'index.mjs'))}); await handler();`;
    expect(() => execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir(), env: bare, stdio: 'pipe' })).toThrow(
      /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set/,
    );
  });

  it('keep class names in no bundle: no package we bundle reads them since our WebAuthn verifier (D-178)', () => {
    expect(NAME_READING_PACKAGES).toEqual([]);
    const passkeys = ['register-options', 'register-verify', 'login-options', 'login-verify'].map((step) => `auth/post-webauthn-${step}`);
    for (const handler of [...passkeys, 'auth/post-qr-login-approve', 'auth/post-login', 'ce/get-ce-sessions-qr']) expect(keepNamesFor(handler)).toBe(false);
  });

  it('find a name-reading package through our own files, for the functions that bundle it only', () => {
    // The SigV4 signer stands in for such a package: of our files only aws-signing.ts imports it
    // (for our S3 and SSM requests), reached by the functions that touch files, not by a sign-in.
    const uses = (handler: string) => needsNames(handlerEntry(handler), projectRoot, ['@smithy/signature-v4']);
    expect(uses('contracts/post-sign')).toBe(true);
    expect(uses('auth/post-login')).toBe(false);
    expect(uses('settings/get-business-info')).toBe(false);
  });
});
