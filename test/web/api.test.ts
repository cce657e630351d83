import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, NETWORK_ERROR, UNEXPECTED_ERROR } from '#web/src/api.js';
import { failure, stubFetch } from './stub-fetch.js';

const reply = (status: number, body: string) => stubFetch(status, body);

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('sends JSON with cookies and returns the parsed reply', async () => {
    const fetch = reply(200, '{"ok":true}');
    await expect(api('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    );
  });

  it('leaves the content type of a FormData body to the browser', async () => {
    const fetch = reply(200, '{}');
    await api('/api/upload', { method: 'POST', body: new FormData() });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).not.toHaveProperty('content-type');
    expect(init.body).toBeInstanceOf(FormData);
  });

  it("prefers the server's error over the fallback (product/portal.md §8)", async () => {
    reply(409, '{"error":"An account with this email already exists."}');
    const error = await failure(api('/api/signup', { fallbackError: 'Signup failed' }));
    expect(error.message).toBe('An account with this email already exists.');
    expect(error.status).toBe(409);
  });

  it('falls back when the reply has no error or is not JSON', async () => {
    reply(500, '<html>Bad gateway</html>');
    expect((await failure(api('/api/x', { fallbackError: 'Booking failed.' }))).message).toBe('Booking failed.');
    reply(200, 'not json');
    expect((await failure(api('/api/x'))).message).toBe(UNEXPECTED_ERROR);
  });

  it('reports a network failure with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await failure(api('/api/x'));
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR });
  });

  it('checks the reply against a schema', async () => {
    reply(200, '{"n":"one"}');
    const schema = {
      parse(data: unknown) {
        if (typeof (data as { n: unknown }).n !== 'number') throw new Error('bad');
        return data as { n: number };
      },
    };
    expect((await failure(api('/api/x', { schema, fallbackError: 'Could not load.' }))).message).toBe('Could not load.');
  });
});
