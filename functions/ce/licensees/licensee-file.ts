import { createHash } from 'node:crypto';
import { createInflateRaw } from 'node:zlib';
import type { LicenseeRow } from '../../data/ce-licensee-rows.js';

// The Commission's licence-holder file (product/rules.md "Licence-holder file"): tab-delimited,
// Latin-1, no header, stray NUL bytes, 33 columns; or a zip holding it. Read as a stream,
// chunk by chunk, so a file of a few hundred thousand lines never sits in memory whole.

export const LICENSEE_COLUMNS = 33;
const DECODE_BYTES = 32 * 1024;

/** One line of the file: its row, or why it is a bad line. Line numbers count from 1, blank lines included. */
export type LicenseeLine = { line: number; row: LicenseeRow } | { line: number; problem: string };

const ZIP_LOCAL_HEADER = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;

/** The file's lines, from its bytes (a zip's first entry is inflated on the way). */
export async function* readLicenseeLines(source: AsyncIterable<Buffer | string>): AsyncGenerator<LicenseeLine> {
  let carry = '';
  let line = 0;
  for await (const chunk of fileBytes(source)) {
    // Decoded 32 KB at a time: a string past 128 KB goes to V8's large-object space, which
    // only a full collection frees, and a 256 KB read made three of them (D-149).
    for (let start = 0; start < chunk.length; start += DECODE_BYTES) {
      // Latin-1 maps each byte to one character, so a piece can end anywhere.
      const parts = (carry + chunk.toString('latin1', start, Math.min(start + DECODE_BYTES, chunk.length)).replaceAll('\0', '')).split('\n');
      carry = parts.pop()!;
      for (const text of parts) {
        line++;
        const parsed = parseLine(text, line);
        if (parsed) yield parsed;
      }
    }
  }
  if (carry !== '') {
    const parsed = parseLine(carry, line + 1);
    if (parsed) yield parsed;
  }
}

const LICENSE_NUMBER = /^[0-9A-Za-z-]{1,20}$/;
const TYPE = /^[0-9A-Z]{1,6}$/;
const DATE = /^(\d{8})?$/;
/** License_Type, License_Number, Full_Name, Suffix, License_Status, (its date), License_Expiration_Date. */
const KEPT_COLUMNS = 7;

/** A blank line is skipped; any other line is a row or a bad line. */
function parseLine(raw: string, line: number): LicenseeLine | undefined {
  const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
  if (text.trim() === '') return undefined;
  // Only the first columns are kept: cutting those out, and counting the tabs for the
  // rest, makes far less garbage than splitting all 33 (a 200k-line import's memory).
  const columns: string[] = [];
  let start = 0;
  let count = 1;
  for (let tab = text.indexOf('\t'); tab >= 0; tab = text.indexOf('\t', tab + 1)) {
    if (columns.length < KEPT_COLUMNS) columns.push(text.slice(start, tab).trim());
    start = tab + 1;
    count++;
  }
  if (count !== LICENSEE_COLUMNS) return { line, problem: `${count} columns, not ${LICENSEE_COLUMNS}` };
  const [type, licenseNumber, fullName, suffix, status, , expiration] = columns as string[] & { length: typeof KEPT_COLUMNS };
  if (!licenseNumber) return { line, problem: 'no licence number' };
  if (!LICENSE_NUMBER.test(licenseNumber)) return { line, problem: `licence number "${licenseNumber}" is not one` };
  if (!TYPE.test(type!)) return { line, problem: `licence type "${type}" is not one` };
  if (!fullName) return { line, problem: 'no name' };
  if (!DATE.test(expiration!)) return { line, problem: `expiration date "${expiration}" is not YYYYMMDD` };
  // 64 bits of the SHA-1 tell a changed line from the same one; the rest would only fill the buckets.
  const row_hash = createHash('sha1').update(text, 'latin1').digest('hex').slice(0, 16);
  return {
    line,
    row: { license_number: licenseNumber, type: type!, raw_name: fullName, suffix: suffix!, status: status!, expiration: expiration!, row_hash },
  };
}

/** The bytes of the file: as they come, or a zip's first entry inflated (PK\x03\x04 at the start). */
async function* fileBytes(source: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer> {
  const chunks = source[Symbol.asyncIterator]();
  const next = async () => {
    const result = await chunks.next();
    return result.done ? undefined : Buffer.isBuffer(result.value) ? result.value : Buffer.from(result.value, 'latin1');
  };
  let head = Buffer.alloc(0);
  for (let chunk; head.length < LOCAL_HEADER_SIZE && (chunk = await next()); ) head = Buffer.concat([head, chunk]);
  if (head.length < 4 || head.readUInt32LE(0) !== ZIP_LOCAL_HEADER) {
    if (head.length) yield head;
    for (let chunk; (chunk = await next()); ) yield chunk;
    return;
  }
  if (head.length < LOCAL_HEADER_SIZE) throw new Error('The zip file ends inside its first header.');
  const method = head.readUInt16LE(8);
  const dataStart = LOCAL_HEADER_SIZE + head.readUInt16LE(26) + head.readUInt16LE(28);
  for (let chunk; head.length < dataStart && (chunk = await next()); ) head = Buffer.concat([head, chunk]);
  if (head.length < dataStart) throw new Error('The zip file ends inside its first header.');
  const rest = head.subarray(dataStart);
  if (method === 8) {
    yield* inflateEntry(rest, next);
  } else if (method === 0 && (head.readUInt16LE(6) & 0x08) === 0) {
    yield* storedEntry(rest, head.readUInt32LE(18), next);
  } else {
    throw new Error(`The zip's first entry uses a compression this import does not read (method ${method}); zip it with deflate.`);
  }
  await chunks.return?.();
}

/** A stored (uncompressed) entry: its size is in the local header. */
async function* storedEntry(first: Buffer, size: number, next: () => Promise<Buffer | undefined>): AsyncGenerator<Buffer> {
  let left = size;
  for (let chunk: Buffer | undefined = first; chunk && left > 0; chunk = await next()) {
    yield chunk.subarray(0, left);
    left -= Math.min(left, chunk.length);
  }
}

/**
 * A deflated entry, inflated until the deflate stream ends: that works whether the sizes
 * are in the local header or in a data descriptor after the data (flag bit 3), and the
 * bytes after it (descriptor, other entries, central directory) are never read.
 */
async function* inflateEntry(first: Buffer, next: () => Promise<Buffer | undefined>): AsyncGenerator<Buffer> {
  const inflate = createInflateRaw();
  let isDone = false;
  inflate.once('end', () => (isDone = true));
  const room = () =>
    new Promise<void>((resolve) => {
      const go = () => {
        inflate.off('drain', go).off('end', go).off('close', go);
        resolve();
      };
      inflate.on('drain', go).on('end', go).on('close', go);
    });
  const feed = (async () => {
    try {
      for (let chunk: Buffer | undefined = first; chunk && !isDone; chunk = await next()) {
        if (!inflate.write(chunk) && !isDone) await room();
      }
      if (!isDone) inflate.end();
    } catch (error) {
      inflate.destroy(error as Error);
    }
  })();
  try {
    for await (const chunk of inflate) yield chunk as Buffer;
  } finally {
    inflate.destroy();
    await feed;
  }
}
