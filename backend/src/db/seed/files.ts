import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { newStorageName, uploadsDir, uploadUrl } from '../../modules/uploads/storage';
import type { uploads } from '../schema';

const TYPES = {
  png: { kind: 'image', mimeType: 'image/png' },
  pdf: { kind: 'paper', mimeType: 'application/pdf' },
} as const;

/**
 * Writes a file the seed generated itself, as an upload of its owner, and returns its URL and the
 * uploads row for the caller to insert with the others: the bytes are known to be what `ext`
 * says, so the uploads service's checks (type sniffing, size caps) have nothing to do.
 */
export const writeDemoFile = async (
  config: Config,
  file: { ownerId: string; ext: keyof typeof TYPES; bytes: Uint8Array; originalName: string },
) => {
  const storageName = newStorageName(file.ext);
  const dir = uploadsDir(config.dataDir);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, storageName), file.bytes, { flag: 'wx' });
  const row: typeof uploads.$inferInsert = {
    ownerId: file.ownerId,
    ...TYPES[file.ext],
    storageName,
    originalName: file.originalName,
    size: file.bytes.length,
  };
  return { url: uploadUrl(storageName), row };
};
