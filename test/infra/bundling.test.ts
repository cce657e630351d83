import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir(), encoding: 'utf8' }).trim();
}

describe('function bundles', () => {
  it('load CommonJS packages that require Node built-ins (qrcode)', { timeout: 30_000 }, async () => {
    const out = await bundleProbe(`
      import QRCode from 'qrcode';
      export const handler = async () => (await QRCode.toBuffer('https://portal.example.com/qr/abc')).subarray(1, 4).toString();
    `);
    expect(run(out)).toBe('"PNG"');
    expect(existsSync(join(out, 'webp_dec.wasm'))).toBe(false);
  });

  it('write PDFs with our own writer, needing nothing beside the bundle', { timeout: 30_000 }, async () => {
    const out = await bundleProbe(`
      import { renderRosterPdf } from ${JSON.stringify(join(projectRoot, 'functions', 'integrations', 'roster-pdf.ts'))};
      export const handler = async () => {
        const roster = { provider: { provider_name: 'P', provider_number: '1', instructor_name: 'I' }, session: { id: 's', class_name: 'C', class_code: 'RIR', class_hours: 1, session_date: '2026-11-25', session_time: '', location: '' }, students: [], time_zone: 'America/Chicago' };
        return (await renderRosterPdf(roster)).subarray(0, 5).toString();
      };
    `);
    expect(readdirSync(out)).toEqual(['index.mjs']);
    expect(run(out)).toBe('"%PDF-"');
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

  it('read and write PNG with pngjs inside the bundle, needing nothing beside it', { timeout: 30_000 }, async () => {
    const out = await bundleProbe(`
      import { decodePng, encodePng } from ${JSON.stringify(join(projectRoot, 'functions', 'integrations', 'png.ts'))};
      export const handler = async () => {
        const rules = { maxSide: 10, maxPixels: 100, tooLarge: () => new Error('large'), unreadable: () => new Error('unreadable') };
        const png = await encodePng({ width: 2, height: 1, data: new Uint8Array([1, 2, 3, 255, 4, 5, 6, 128]) }, true);
        return [...(await decodePng(png, rules)).data];
      };
    `);
    expect(readdirSync(out)).toEqual(['index.mjs']);
    expect(run(out)).toBe('[1,2,3,255,4,5,6,128]');
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
