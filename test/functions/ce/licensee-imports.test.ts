import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getImports } from '#functions/ce/get-ce-licensee-imports.js';
import { handler as postImport } from '#functions/ce/post-ce-licensee-imports.js';
import { handler as postUpload } from '#functions/ce/post-ce-licensee-upload.js';
import { findLicenseeImport, searchLicensees } from '#functions/data/ce-licensees.js';
import { getDeps } from '#functions/deps.js';
import { runLicenseeImports } from '#functions/jobs/import-licensees.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { licenseeLine, zipOf } from './support.js';

// Issue 11 point 1: an admin uploads the Commission's file on /ce-admin; the browser posts it
// to the bucket, the import job streams it into the table and writes its progress.

let admin = '';
let agent = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true, first_name: 'Dana', last_name: 'Admin' })).token;
  agent = (await makeUser()).token;
});

/** What the page does: ask for the form, post the file to the bucket, then queue the import. */
async function upload(bytes: Buffer, fileName = 'TREC_LICENSE_HOLDERS.txt') {
  const form = await call(postUpload, 'POST /api/ce/licensee-imports/upload', { body: { file_name: fileName, size: bytes.length }, token: admin, headers: sameSite });
  expect(form.status).toBe(200);
  const data = new FormData();
  for (const [name, value] of Object.entries(form.json.upload.fields as Record<string, string>)) data.append(name, value);
  data.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const stored = await fetch(form.json.upload.url as string, { method: 'POST', body: data });
  expect(stored.status).toBeLessThan(300);
  return call(postImport, 'POST /api/ce/licensee-imports', { body: { import_id: form.json.import_id, file_name: fileName }, token: admin, headers: sameSite });
}

const lines = (...rows: string[]) => Buffer.from(`${rows.join('\r\n')}\r\n`, 'latin1');

describe('the licence-holder upload', () => {
  it('queues the uploaded file, and the job imports it with its counts and bad lines', async () => {
    const queued = await upload(lines(licenseeLine({ number: '0820001', name: 'TREMBLAY, JOSÉE' }), 'not\ta\tlicence line', licenseeLine({ number: '0820002', name: 'OKAFOR, CHIDI' })));
    expect(queued.status).toBe(200);
    expect(queued.json.import).toMatchObject({ status: 'queued', file_name: 'TREC_LICENSE_HOLDERS.txt', created_by_name: 'Dana Admin', lines: 0 });

    expect(await runLicenseeImports(getDeps())).toEqual({ changed: 1 });
    const [latest] = (await call(getImports, 'GET /api/ce/licensee-imports', { token: admin })).json.imports;
    expect(latest).toMatchObject({ id: queued.json.import.id, status: 'done', lines: 3, added: 2, updated: 0, unchanged: 0, bad: 1, error: null });
    expect(latest.bad_lines).toEqual([{ line: 2, problem: expect.any(String) }]);
    expect(latest.finished_at).toMatch(/^\d{4}-/);
    expect((await searchLicensees(getDeps().db, 'josee tremblay', 5)).map((match) => match.license_number)).toEqual(['0820001']);
    expect(await findLicenseeImport(getDeps().db)).toMatchObject({ lines: 3, added: 2 });
    // Nothing left to do: a second run claims nothing.
    expect(await runLicenseeImports(getDeps())).toEqual({ changed: 0 });
  });

  it('reads a zip of the file too, and a re-import counts unchanged and updated lines', async () => {
    const file = lines(licenseeLine({ number: '0820001', name: 'TREMBLAY, JOSÉE' }), licenseeLine({ number: '0820002', name: 'OKAFOR, CHIDI', status: '45' }));
    const queued = await upload(zipOf(file), 'holders.zip');
    await runLicenseeImports(getDeps());
    const [latest] = (await call(getImports, 'GET /api/ce/licensee-imports', { token: admin })).json.imports;
    expect(latest).toMatchObject({ id: queued.json.import.id, status: 'done', lines: 2, added: 0, updated: 1, unchanged: 1, bad: 0 });
  });

  it('fails an import whose file cannot be read, saying why', async () => {
    await upload(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(10)]), 'broken.zip');
    await runLicenseeImports(getDeps());
    const [latest] = (await call(getImports, 'GET /api/ce/licensee-imports', { token: admin })).json.imports;
    expect(latest).toMatchObject({ status: 'failed', error: expect.stringContaining('zip') });
  });

  it('refuses an import whose file never arrived, a file too large, and an id that is not one', async () => {
    const missing = await call(postImport, 'POST /api/ce/licensee-imports', { body: { import_id: '2b1f6c0e-0000-4000-8000-000000000000', file_name: 'x.txt' }, token: admin, headers: sameSite });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('The file did not arrive. Please upload it again.');
    const huge = await call(postUpload, 'POST /api/ce/licensee-imports/upload', { body: { file_name: 'x.txt', size: 300 * 1024 * 1024 }, token: admin, headers: sameSite });
    expect(JSON.stringify(huge.json)).toContain('This file is larger than 250 MB');
    const odd = await call(postImport, 'POST /api/ce/licensee-imports', { body: { import_id: '../../etc', file_name: 'x.txt' }, token: admin, headers: sameSite });
    expect(odd.status).toBe(400);
  });

  it('answers 403 to an agent', async () => {
    expect((await call(getImports, 'GET /api/ce/licensee-imports', { token: agent })).status).toBe(403);
    expect((await call(postUpload, 'POST /api/ce/licensee-imports/upload', { body: { file_name: 'x.txt', size: 10 }, token: agent, headers: sameSite })).status).toBe(403);
  });
});
