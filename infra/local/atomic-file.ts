import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

export const TEMP_SUFFIX = '.tmp';

/**
 * Writes a file so that a reader (or a restart after a crash) sees either the old
 * content or the new, never half of it: write a temp file beside it, flush it to
 * disk, rename it over the old one, then flush the directory entry.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`;
  try {
    const file = await open(temp, 'w');
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dirname(path));
}

async function syncDirectory(path: string): Promise<void> {
  try {
    const dir = await open(path, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch {
    // Some file systems refuse fsync on a directory; the rename itself is still atomic.
  }
}
