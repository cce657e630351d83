import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { createDeflateRaw, crc32 } from 'node:zlib';

// A one-entry zip, written as a stream: the entry's sizes and CRC go in a data descriptor
// after its data (flag bit 3), as zip tools do when they stream. Enough for
// `licensee-sample --zip`; reading is functions/ce/licensees/licensee-file.ts.

const DESCRIPTOR_FLAG = 0x08;
const DEFLATE = 8;
/** 1 January 2026, 00:00, in MS-DOS time and date: the entry's time is not the point. */
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

export async function writeZip(path: string, entryName: string, chunks: Iterable<Buffer> | AsyncIterable<Buffer>): Promise<void> {
  const out = createWriteStream(path);
  let offset = 0;
  const write = async (bytes: Buffer) => {
    offset += bytes.length;
    if (!out.write(bytes)) await once(out, 'drain');
  };
  const name = Buffer.from(entryName, 'utf8');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(DESCRIPTOR_FLAG, 6);
  local.writeUInt16LE(DEFLATE, 8);
  local.writeUInt16LE(DOS_TIME, 10);
  local.writeUInt16LE(DOS_DATE, 12);
  local.writeUInt16LE(name.length, 26);
  await write(Buffer.concat([local, name]));

  let crc = 0;
  let size = 0;
  const dataStart = offset;
  const deflate = createDeflateRaw();
  const compressed = (async () => {
    for await (const piece of deflate) await write(piece as Buffer);
  })();
  for await (const chunk of chunks) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await once(deflate, 'drain');
  }
  deflate.end();
  await compressed;
  const compressedSize = offset - dataStart;

  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(crc >>> 0, 4);
  descriptor.writeUInt32LE(compressedSize, 8);
  descriptor.writeUInt32LE(size, 12);
  await write(descriptor);

  const centralStart = offset;
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(DESCRIPTOR_FLAG, 8);
  central.writeUInt16LE(DEFLATE, 10);
  central.writeUInt16LE(DOS_TIME, 12);
  central.writeUInt16LE(DOS_DATE, 14);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(compressedSize, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  await write(Buffer.concat([central, name]));

  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(offset - centralStart, 12);
  end.writeUInt32LE(centralStart, 16);
  await write(end);
  out.end();
  await once(out, 'finish');
}
