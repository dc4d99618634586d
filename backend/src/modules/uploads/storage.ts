import { randomUUID } from 'node:crypto';
import path from 'node:path';

/** Stored names are `<uuid>.<ext>`; nothing else can name a file on disk. */
export const STORAGE_NAME = /^[a-f0-9-]{36}\.(pdf|png|jpg|webp)$/;

export const newStorageName = (ext: 'pdf' | 'png' | 'jpg' | 'webp') => `${randomUUID()}.${ext}`;

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** Where the app serves a stored file (GET /api/uploads/:name). */
export const uploadUrl = (storageName: string) => `/api/uploads/${storageName}`;
