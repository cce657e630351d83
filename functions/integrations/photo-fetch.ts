import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { IMAGE_MAX_BYTES } from '#shared/account.js';
import { DomainError } from '../errors.js';
import { readImage, type CleanImage } from './images.js';

// Report photos are fetched from the addresses in the sections file once, at publishing,
// and stored as our own re-encoded copy (issue 16 point 7, D-170). Each fetch is bounded:
// http(s) only, a public address in production, 10 s in all, 5 MB, 3 redirects, and the
// bytes must decode as JPEG, PNG or WebP. A photo that fails says why; it never throws.

export const PHOTO_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

export type PhotoResult = { ok: true; image: CleanImage } | { ok: false; reason: string };

export const photoReasons = {
  protocol: 'Only http:// and https:// addresses are fetched.',
  private: 'The address is not a public one.',
  unreachable: 'The address could not be reached.',
  timeout: `The address did not answer within ${PHOTO_TIMEOUT_MS / 1000} seconds.`,
  redirects: `More than ${MAX_REDIRECTS} redirects.`,
  tooLarge: `The photo is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  notImage: 'Not an image (JPEG, PNG or WebP).',
  status: (status: number) => `The address answered HTTP ${status}.`,
} as const;

class PhotoRefused extends Error {}

/** Loopback, private, link-local, carrier-grade NAT, unspecified and unique-local addresses. */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
  }
  const lower = address.toLowerCase();
  return lower === '::' || lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe8') || lower.startsWith('fe9') || lower.startsWith('fea') || lower.startsWith('feb');
}

async function checkAddress(url: URL, allowPrivate: boolean): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PhotoRefused(photoReasons.protocol);
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((entry) => entry.address);
  if (addresses.length === 0) throw new PhotoRefused(photoReasons.unreachable);
  if (addresses.some(isPrivateAddress)) throw new PhotoRefused(photoReasons.private);
}

/** The body, read until it passes `max` bytes (then refused: a missing or lying Content-Length changes nothing). */
async function readCapped(response: Response, max: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > max) throw new PhotoRefused(photoReasons.tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > max) throw new PhotoRefused(photoReasons.tooLarge);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * One photo, fetched and re-encoded through the upload checks (images.ts). `allowPrivate`
 * is for the local stack and tests (a loopback server); production refuses private
 * addresses, so a sections file cannot make our function read the internal network.
 */
export async function fetchPhoto(address: string, options: { allowPrivate: boolean; timeoutMs?: number }): Promise<PhotoResult> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? PHOTO_TIMEOUT_MS);
  try {
    let url = new URL(address);
    for (let redirects = 0; ; redirects++) {
      await checkAddress(url, options.allowPrivate);
      const response = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'image/jpeg, image/png, image/webp' } });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (redirects >= MAX_REDIRECTS) return { ok: false, reason: photoReasons.redirects };
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, reason: photoReasons.status(response.status) };
      }
      return { ok: true, image: await readImage({ bytes: await readCapped(response, IMAGE_MAX_BYTES) }) };
    }
  } catch (error) {
    if (error instanceof PhotoRefused) return { ok: false, reason: error.message };
    if (error instanceof DomainError) return { ok: false, reason: error.kind === 'too-large' ? error.message : photoReasons.notImage };
    if (signal.aborted) return { ok: false, reason: photoReasons.timeout };
    return { ok: false, reason: photoReasons.unreachable };
  }
}
