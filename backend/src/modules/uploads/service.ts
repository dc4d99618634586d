import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  fileTooLargeMessage,
  IMAGE_TYPE_MESSAGE,
  PAPER_TYPE_MESSAGE,
  type UploadMimeType,
  type UploadResponse,
} from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { AppError, notFound, validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema';
import type { Deps } from '../../deps';
import { uploadAccess } from './access';
import { newStorageName, STORAGE_NAME, uploadsDir, uploadUrl } from './storage';

export type UploadKind = (typeof uploads.$inferSelect)['kind'];

interface DetectedType {
  mimeType: UploadMimeType;
  ext: 'pdf' | 'png' | 'jpg' | 'webp';
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The file's real type from its first bytes; the name and the declared type are ignored. */
export const detectType = (bytes: Uint8Array): DetectedType | null => {
  if (startsWith(bytes, ascii('%PDF-'))) return { mimeType: 'application/pdf', ext: 'pdf' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mimeType: 'image/png', ext: 'png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { mimeType: 'image/webp', ext: 'webp' };
  }
  return null;
};

const ACCEPTS: Record<UploadKind, { types: string[]; message: string }> = {
  paper: { types: ['application/pdf'], message: PAPER_TYPE_MESSAGE },
  image: { types: ['image/png', 'image/jpeg', 'image/webp'], message: IMAGE_TYPE_MESSAGE },
};

export const sizeLimit = (config: Deps['config'], kind: UploadKind) =>
  kind === 'paper' ? config.limits.paperUploadBytes : config.limits.imageUploadBytes;

export const tooLarge = (limit: number) =>
  new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(limit));

/** Extensions a file of each stored type may already end with. */
const OWN_EXTENSIONS: Record<DetectedType['ext'], RegExp> = {
  pdf: /\.pdf$/i,
  png: /\.png$/i,
  jpg: /\.jpe?g$/i,
  webp: /\.webp$/i,
};

/**
 * A display name: no directories, no control or quote characters, not hidden, bounded length,
 * and ending with the extension of its real type, so a download named 'page.html' cannot be
 * opened as a page on the user's machine.
 */
export const cleanName = (name: string, ext: DetectedType['ext']) => {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 200);
  if (!base) return `file.${ext}`;
  return OWN_EXTENSIONS[ext].test(base) ? base : `${base}.${ext}`;
};

export const storeUpload = async (
  { db, config }: { db: DbOrTx; config: Deps['config'] },
  input: { ownerId: string | null; kind: UploadKind; bytes: Uint8Array; originalName: string },
): Promise<UploadResponse> => {
  const limit = sizeLimit(config, input.kind);
  if (input.bytes.length > limit) throw tooLarge(limit);
  const accepts = ACCEPTS[input.kind];
  const type = input.bytes.length > 0 ? detectType(input.bytes) : null;
  if (!type || !accepts.types.includes(type.mimeType)) {
    throw validationError(accepts.message, { file: [accepts.message] });
  }
  const storageName = newStorageName(type.ext);
  const originalName = cleanName(input.originalName, type.ext);
  const dir = uploadsDir(config.dataDir);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, storageName);
  await writeFile(file, input.bytes, { flag: 'wx' });
  try {
    await db.insert(uploads).values({
      ownerId: input.ownerId,
      kind: input.kind,
      storageName,
      originalName,
      mimeType: type.mimeType,
      size: input.bytes.length,
    });
  } catch (err) {
    await unlink(file).catch(() => undefined);
    throw err;
  }
  return {
    fileUrl: uploadUrl(storageName),
    name: originalName,
    size: input.bytes.length,
    mimeType: type.mimeType,
  };
};

/**
 * The stored file, its record and its Cache-Control; 404 for any name that is not one we
 * generated, and for a file this viewer may not have (see uploadAccess).
 */
export const readUpload = async (
  { db, config }: Pick<Deps, 'db' | 'config'>,
  name: string,
  viewer: Parameters<typeof uploadAccess>[2],
) => {
  const missing = () => notFound('File not found');
  if (!STORAGE_NAME.test(name)) throw missing();
  const [row] = await db.select().from(uploads).where(eq(uploads.storageName, name)).limit(1);
  if (!row) throw missing();
  const cacheControl = await uploadAccess(db, row, viewer);
  if (cacheControl === null) throw missing();
  try {
    const bytes = await readFile(path.join(uploadsDir(config.dataDir), row.storageName));
    return { row, bytes, cacheControl };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw missing();
    throw err;
  }
};

/**
 * Removes stored files whose rows are gone (after their transaction commits). A failure is
 * logged, not thrown: the rows are already deleted, so the files are no longer served.
 */
export const removeUploadFiles = async (
  { config, logger }: { config: Pick<Deps['config'], 'dataDir'>; logger: Logger },
  storageNames: string[],
) => {
  const dir = uploadsDir(config.dataDir);
  await Promise.all(
    storageNames.map((name) =>
      unlink(path.join(dir, name)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') logger.warn({ err, name }, 'upload file not removed');
      }),
    ),
  );
};
