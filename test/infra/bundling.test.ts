import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleEntry as bundleWithStack } from '#infra/stacks/bundle.js';
import { handlerEntry, keepNamesFor, projectRoot } from '#infra/stacks/function.js';
import { NAME_READING_PACKAGES, needsNames } from '#infra/stacks/keep-names.js';

// Bundles a probe the way the stack bundles a function, runs the stack's after-bundling
// commands, then loads it in a fresh `node` as Lambda would (no tsx, no node_modules).
async function bundleProbe(source: string, keepNames = false): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bundle-'));
  writeFileSync(join(dir, 'probe.ts'), source);
  return bundleEntry(join(dir, 'probe.ts'), join(dir, 'out'), keepNames);
}

async function bundleEntry(entry: string, out: string, keepNames = false): Promise<string> {
  await bundleWithStack(entry, out, keepNames, { nodePaths: [join(projectRoot, 'node_modules')] });
  return out;
}

function run(out: string, env: NodeJS.ProcessEnv = process.env): string {
  const script = `const { handler } = await import(${JSON.stringify(join(out, 'index.mjs'))}); console.log(JSON.stringify(await handler()));`;
  // stderr piped: a failing run's message is the thrown error's.
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir(), env, encoding: 'utf8', stdio: 'pipe' }).trim();
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
      import { renderRosterPdf } from ${JSON.stringify(join(projectRoot, 'functions', 'ce', 'roster-pdf.ts'))};
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

  it('hold the table client but not the local stack\'s write lock, which infra/local puts on its own deps (D-198)', { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bundle-'));
    const code = readFileSync(join(await bundleEntry(handlerEntry('inspections/get-inspections'), dir), 'index.mjs'), 'utf8');
    expect(code).toContain('removeUndefinedValues');
    expect(code).not.toContain('lockLocalWrites');
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
    const plannerDir = join(projectRoot, 'functions', 'route-planner');
    const out = await bundleProbe(`
      import { readMapAssets } from ${JSON.stringify(join(plannerDir, 'map-assets.ts'))};
      export const handler = async () => { const { leafletJs, leafletCss } = readMapAssets(); return [leafletJs.includes('Leaflet'), leafletCss.includes('.leaflet-pane')]; };
    `);
    expect(readdirSync(out).sort()).toEqual(['index.mjs', 'leaflet.css', 'leaflet.js']);
    expect(run(out)).toBe('[true,true]');
  });

  it('run the Stripe SDK, imported where it is called: a checkout created and a webhook verified', { timeout: 60_000 }, async () => {
    const out = await bundleProbe(`
      import { createServer } from 'node:http';
      import { createStripeProvider, verifyStripeEvent } from ${JSON.stringify(join(projectRoot, 'functions', 'integrations', 'payments.ts'))};
      export const handler = async () => {
        // A loopback stand-in for api.stripe.com, answering one Checkout Session.
        const server = createServer((request, response) => {
          request.resume().on('end', () => response.end(JSON.stringify({ id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1', created: 1, expires_at: 2 })));
        });
        await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
        const provider = createStripeProvider('sk_test_x', { host: '127.0.0.1', port: server.address().port, protocol: 'http', maxNetworkRetries: 0 });
        const started = await provider.createCheckout({ booking_id: 'b', payer: 'client', amount_cents: 100, currency: 'usd', description: 'd', customer_email: 'c@example.com', success_url: 'https://x/s', cancel_url: 'https://x/c', now: new Date() });
        server.close();
        const { default: Stripe } = await import('stripe');
        const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.expired' });
        const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_x' });
        const event = await verifyStripeEvent(Buffer.from(payload), header, 'whsec_x');
        const refused = await verifyStripeEvent(Buffer.from(payload), header, 'whsec_other').catch((error) => error.type);
        return [started.provider_ref, event.id, refused];
      };
    `);
    expect(run(out)).toBe('["cs_test_1","evt_1","StripeSignatureVerificationError"]');
  });

  it("sign SDK calls with credentials from the SDK's default chain: the environment, or a profile", { timeout: 60_000 }, async () => {
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
    // As Lambda gives them: the role's credentials in the environment.
    expect(run(out)).toBe('[true,true]');
    // The chain is whole: with none in the environment, a shared credentials file's profile
    // (the instance metadata is off, so nothing leaves this machine).
    const dir = mkdtempSync(join(tmpdir(), 'portal-profile-'));
    writeFileSync(join(dir, 'credentials'), '[bundled]\naws_access_key_id = test\naws_secret_access_key = test\n');
    const env = {
      PATH: process.env.PATH,
      AWS_ENDPOINT_URL: process.env.AWS_ENDPOINT_URL,
      AWS_SHARED_CREDENTIALS_FILE: join(dir, 'credentials'),
      AWS_CONFIG_FILE: join(dir, 'config'),
      AWS_PROFILE: 'bundled',
      AWS_EC2_METADATA_DISABLED: 'true',
    };
    expect(run(out, env)).toBe('[true,true]');
  });

  it('verify a passkey with @simplewebauthn/server bundled as the passkey functions are, certificate parsing included', { timeout: 30_000 }, async () => {
    const out = await bundleProbe(
      `
      import { verifyRegistrationResponse } from '@simplewebauthn/server';
      import { SoftAuthenticator } from ${JSON.stringify(join(projectRoot, 'test', 'support', 'soft-authenticator.ts'))};
      export const handler = async () => {
        const expected = { expectedChallenge: 'Y2hhbGxlbmdl', expectedOrigin: 'http://localhost:3000', expectedRPID: 'localhost' };
        const response = new SoftAuthenticator().register({ challenge: expected.expectedChallenge }, { certified: true });
        const { verified, registrationInfo } = await verifyRegistrationResponse({ response, ...expected });
        return [verified, registrationInfo.fmt];
      };
    `,
      keepNamesFor('auth/post-webauthn-register-verify'),
    );
    expect(run(out)).toBe('[true,"packed"]');
  });

  it('keep class names only in the bundles that hold a package reading them: the five passkey functions (D-202)', () => {
    expect(NAME_READING_PACKAGES).toEqual(['@simplewebauthn/server']);
    const passkeys = ['register-options', 'register-verify', 'login-options', 'login-verify'].map((step) => `auth/post-webauthn-${step}`);
    for (const handler of [...passkeys, 'auth/post-qr-login-approve']) expect(keepNamesFor(handler)).toBe(true);
    for (const handler of ['auth/post-webauthn-remove-credential', 'auth/get-auth-methods', 'auth/post-login', 'ce/get-ce-sessions-qr', 'settings/get-business-info']) {
      expect(keepNamesFor(handler)).toBe(false);
    }
  });

  it('find a name-reading package through our own files and dynamic imports, for the functions that bundle it only', () => {
    // The Stripe SDK stands in for such a package: of our files only payments.ts imports it
    // (with `await import()`), reached by the checkout and webhook functions, not by a sign-in.
    const uses = (handler: string) => needsNames(handlerEntry(handler), projectRoot, ['stripe']);
    expect(uses('payments/post-client-checkout')).toBe(true);
    expect(uses('payments/post-payments-stripe-webhook')).toBe(true);
    expect(uses('auth/post-login')).toBe(false);
    expect(uses('settings/get-business-info')).toBe(false);
  });
});
