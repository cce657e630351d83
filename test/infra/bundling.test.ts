import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptions, pdfFontCommands, projectRoot } from '../../infra/stacks/function.js';

// Bundles a probe the way the stack bundles a function, runs the stack's after-bundling
// commands, then loads it in a fresh `node` as Lambda would (no tsx, no node_modules).
async function bundleProbe(source: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bundle-'));
  const out = join(dir, 'out');
  writeFileSync(join(dir, 'probe.ts'), source);
  await build({
    ...esbuildOptions,
    entryPoints: [join(dir, 'probe.ts')],
    outfile: join(out, 'index.mjs'),
    nodePaths: [join(projectRoot, 'node_modules')],
    logLevel: 'error',
  });
  for (const command of pdfFontCommands(projectRoot.replace(/\/$/, ''), out)) execFileSync('bash', ['-c', command]);
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
    expect(existsSync(join(out, 'standard-fonts'))).toBe(false);
  });

  it("write PDFs with pdfkit's standard fonts", { timeout: 30_000 }, async () => {
    const out = await bundleProbe(`
      import PDFDocument from 'pdfkit';
      export const handler = () => new Promise((resolve) => {
        const doc = new PDFDocument();
        const chunks = [];
        doc.on('data', (chunk) => chunks.push(chunk));
        doc.on('end', () => resolve(Buffer.concat(chunks).subarray(0, 5).toString()));
        doc.font('Helvetica-Bold').text('Inspection report').font('Times-Roman').text('Page 1');
        doc.end();
      });
    `);
    expect(existsSync(join(out, 'standard-fonts', 'Helvetica.cjs'))).toBe(true);
    expect(run(out)).toBe('"%PDF-"');
  });
});
