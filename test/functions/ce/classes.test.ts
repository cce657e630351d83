import { beforeAll, describe, expect, it } from 'vitest';
import { ceMessages } from '#shared/ce.js';
import { handler as deleteClass } from '#functions/ce/delete-ce-classes.js';
import { handler as getClasses } from '#functions/ce/get-ce-classes.js';
import { handler as postClass } from '#functions/ce/post-ce-classes.js';
import { handler as putClass } from '#functions/ce/put-ce-classes.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { createClass, createSession } from './ce-support.js';

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
});

const send = (handler: typeof postClass, request: string, body?: unknown, token = admin) => call(handler, request, { token, body, headers: sameSite });
const valid = { class_name: 'Roof Systems for Agents', class_code: 'RSA-101', description: '', hours: 2 };

describe('CE classes', () => {
  it('creates a class, lists it by name, and never shows a key', async () => {
    const created = await send(postClass, 'POST /api/ce/classes', { ...valid, hours: '2' });
    expect(created.status).toBe(200);
    expect(created.json.class).toEqual({ id: expect.any(String), class_name: 'Roof Systems for Agents', class_code: 'RSA-101', description: null, hours: 2, session_count: 0 });
    const listed = (await send(getClasses, 'GET /api/ce/classes')).json.classes as Record<string, unknown>[];
    expect(listed).toContainEqual(created.json.class);
    expect(Object.keys(listed[0]!)).not.toContain('pk');
  });

  it.each([
    [{ ...valid, class_name: ' ' }, ceMessages.classRequired],
    [{ ...valid, class_code: undefined }, ceMessages.classRequired],
    [{ ...valid, hours: '' }, ceMessages.classRequired],
    [{ ...valid, hours: 0 }, ceMessages.hoursRange],
    [{ ...valid, hours: 25 }, ceMessages.hoursRange],
    [{ ...valid, hours: 1.5 }, ceMessages.hoursRange],
    [{ ...valid, hours: 'three' }, ceMessages.hoursRange],
  ])('refuses %j with the spec’s message', async (body, message) => {
    const answer = await send(postClass, 'POST /api/ce/classes', body);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe(message);
  });

  it('keeps codes unique whatever their case, and an edit frees the old code', async () => {
    const first = await createClass(admin, { class_code: 'DUP-1' });
    const again = await send(postClass, 'POST /api/ce/classes', { ...valid, class_code: 'dup-1' });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(ceMessages.codeTaken);
    const other = await createClass(admin, { class_code: 'DUP-2' });
    const clash = await send(putClass, `PUT /api/ce/classes/${other.id}`, { ...valid, class_code: 'DUP-1' });
    expect([clash.status, clash.json.error]).toEqual([409, ceMessages.codeTaken]);
    const renamed = await send(putClass, `PUT /api/ce/classes/${first.id}`, { ...valid, class_name: 'Renamed', class_code: 'DUP-3', hours: 4 });
    expect(renamed.json.class).toMatchObject({ id: first.id, class_name: 'Renamed', class_code: 'DUP-3', hours: 4 });
    expect((await send(postClass, 'POST /api/ce/classes', { ...valid, class_code: 'DUP-1' })).status).toBe(200);
  });

  it('edits and deletes only while the class has no sessions', async () => {
    const locked = await createClass(admin);
    await createSession(admin, locked.id);
    const listed = (await send(getClasses, 'GET /api/ce/classes')).json.classes as { id: string; session_count: number }[];
    expect(listed.find((item) => item.id === locked.id)?.session_count).toBe(1);
    for (const answer of [await send(putClass, `PUT /api/ce/classes/${locked.id}`, valid), await send(deleteClass, `DELETE /api/ce/classes/${locked.id}`)]) {
      expect([answer.status, answer.json.error]).toEqual([409, ceMessages.classLocked]);
    }
    const free = await createClass(admin, { class_code: 'FREE-1' });
    expect((await send(deleteClass, `DELETE /api/ce/classes/${free.id}`)).json).toEqual({ message: 'Class deleted' });
    // The code is free again once its class is gone.
    expect((await send(postClass, 'POST /api/ce/classes', { ...valid, class_code: 'FREE-1' })).status).toBe(200);
  });

  it('answers 404 for a class that does not exist', async () => {
    expect((await send(putClass, 'PUT /api/ce/classes/nope', valid)).status).toBe(404);
    expect((await send(deleteClass, 'DELETE /api/ce/classes/nope')).status).toBe(404);
  });

  it('is for admins only: 401 to visitors, 403 to agents', async () => {
    const agent = (await makeUser()).token;
    const some = await createClass(admin);
    const calls: [typeof postClass, string, unknown][] = [
      [getClasses, 'GET /api/ce/classes', undefined],
      [postClass, 'POST /api/ce/classes', valid],
      [putClass, `PUT /api/ce/classes/${some.id}`, valid],
      [deleteClass, `DELETE /api/ce/classes/${some.id}`, undefined],
    ];
    for (const [handler, request, body] of calls) {
      expect((await call(handler, request, { body, headers: sameSite })).status).toBe(401);
      expect((await send(handler, request, body, agent)).status).toBe(403);
    }
    expect((await send(getClasses, 'GET /api/ce/classes')).json.classes.find((item: { id: string }) => item.id === some.id)).toBeDefined();
  });
});
