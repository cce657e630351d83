import { describe, expect, it } from 'vitest';
import { QR_LOGIN_TTL_MS } from '#shared/auth.js';
import { ApiError } from '#web/src/api.js';
import { isPendingApproval, returnPath } from '#web/src/features/auth/login-outcome.js';
import { nextQrStep } from '#web/src/features/auth/login-qr-status.js';
import { describeUserAgent } from '#web/src/features/auth/qr-approve-device.js';

describe('returnPath', () => {
  it('goes back to the page the visitor came from', () => {
    expect(returnPath({ from: '/manage-auth' })).toBe('/manage-auth');
    expect(returnPath({ from: '/my-inspections?x=1' })).toBe('/my-inspections?x=1');
  });

  it('goes to /dashboard without a usable path, or for one that leaves the site or loops', () => {
    for (const state of [null, undefined, {}, { from: 42 }, { from: 'https://evil.example' }, { from: '//evil.example' }, { from: '/\\evil' }, { from: '/login' }]) {
      expect(returnPath(state)).toBe('/dashboard');
    }
  });
});

describe('isPendingApproval', () => {
  it('recognises the 403 of an agent waiting for approval, not of a deactivated one', () => {
    expect(isPendingApproval(new ApiError('waiting', 403, { error: 'waiting', status: 'pending' }))).toBe(true);
    expect(isPendingApproval(new ApiError('deactivated', 403, { error: 'x', status: 'inactive' }))).toBe(false);
    expect(isPendingApproval(new ApiError('wrong', 401, { status: 'pending' }))).toBe(false);
  });
});

describe('nextQrStep (product/portal.md §4)', () => {
  it('waits while pending or unreachable, inside five minutes', () => {
    expect(nextQrStep('pending', 2_000)).toBe('wait');
    expect(nextQrStep('unreachable', 60_000)).toBe('wait');
  });

  it('completes an approved login and accepts an already completed one', () => {
    expect(nextQrStep('approved', 10_000)).toBe('complete');
    expect(nextQrStep('completed', 10_000)).toBe('signed-in');
  });

  it('stops on declined, expired, a session not ours, or after five minutes', () => {
    expect(nextQrStep('declined', 10_000)).toBe('declined');
    expect(nextQrStep('expired', 10_000)).toBe('expired');
    expect(nextQrStep('gone', 10_000)).toBe('expired');
    expect(nextQrStep('pending', QR_LOGIN_TTL_MS)).toBe('expired');
    expect(nextQrStep('unreachable', QR_LOGIN_TTL_MS + 1)).toBe('expired');
  });
});

describe('describeUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome on Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari on Mac'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari on iPhone'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1', 'Chrome on iPhone'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Samsung Internet on Android'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['curl/8.5.0', 'Unknown device'],
    ['', 'Unknown device'],
  ])('%s → %s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toBe(expected);
  });
});
