import { crc32, deflateRawSync } from 'node:zlib';

/** A line of the licence-holder file: 33 columns, these first ones given, the rest blank or as given. */
export function licenseeLine(fields: { type?: string; number: string; name: string; suffix?: string; status?: string; expires?: string }, more: string[] = []): string {
  const columns = [fields.type ?? 'SALE', fields.number, fields.name, fields.suffix ?? '', fields.status ?? '20', '20100101', fields.expires ?? '20271231'];
  while (columns.length < 33) columns.push(more[columns.length - 7] ?? '');
  return columns.join('\t');
}

/** A one-entry zip made by hand: sizes in the local header, or (streamed) in a data descriptor after the data. */
export function zipOf(content: Buffer, { descriptor = false, method = 8 }: { descriptor?: boolean; method?: 0 | 8 } = {}): Buffer {
  const data = method === 8 ? deflateRawSync(content) : content;
  const crc = crc32(content) >>> 0;
  const name = Buffer.from('licensees.txt');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(descriptor ? 0x08 : 0, 6);
  local.writeUInt16LE(method, 8);
  local.writeUInt16LE(name.length, 26);
  local.writeUInt16LE(4, 28);
  if (!descriptor) {
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
  }
  const extra = Buffer.from([0xfe, 0xca, 0, 0]);
  const trailer = Buffer.alloc(16);
  trailer.writeUInt32LE(0x08074b50, 0);
  trailer.writeUInt32LE(crc, 4);
  trailer.writeUInt32LE(data.length, 8);
  trailer.writeUInt32LE(content.length, 12);
  // What follows the entry is never read: a descriptor and a token central directory.
  return Buffer.concat([local, name, extra, data, descriptor ? trailer : Buffer.alloc(0), Buffer.from('PK\x01\x02 central directory')]);
}

/** The bytes in chunks of `size`, as a file stream would hand them over. */
export async function* chunked(bytes: Buffer, size = 7): AsyncGenerator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}
