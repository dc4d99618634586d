import { z } from 'zod';
import { GET, POST } from './endpoint';

/** Content types the server accepts, decided from the file's bytes, never its name. */
export const PAPER_MIME_TYPES = ['application/pdf'] as const;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadMimeType = (typeof PAPER_MIME_TYPES)[number] | (typeof IMAGE_MIME_TYPES)[number];

/** For <input accept>: a hint only, the server checks the content. */
export const PAPER_ACCEPT = '.pdf,application/pdf';
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

export const PAPER_TYPE_MESSAGE = 'Please upload PDF files only.';
export const IMAGE_TYPE_MESSAGE = 'Please upload a PNG, JPEG or WebP image.';

/** Where an uploaded file is served: /api/uploads/<uuid>.<ext>. */
export const UPLOAD_URL_PATTERN = /^\/api\/uploads\/[a-f0-9-]{36}\.(pdf|png|jpg|webp)$/;

/**
 * POST /api/upload/research-paper and POST /api/upload/image (multipart, field `file`).
 * fileUrl goes into researchPaper.fileUrl, mediaItem.url, headerImageUrl or profileImageUrl.
 */
export const uploadResponseSchema = z.object({
  fileUrl: z.string(),
  /** The original file name, for display. */
  name: z.string(),
  size: z.number().int(),
  mimeType: z.enum([...PAPER_MIME_TYPES, ...IMAGE_MIME_TYPES]),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** GET /api/upload/limits (public): the size caps, so the browser can refuse a file before sending it. */
export const uploadLimitsResponseSchema = z.object({
  paperBytes: z.number().int().positive(),
  imageBytes: z.number().int().positive(),
});
export type UploadLimitsResponse = z.infer<typeof uploadLimitsResponseSchema>;

const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${Math.round((n / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(n / 1024)} KB`;

/** The 413 message, worded the same whether the server or the browser refuses the file. */
export const fileTooLargeMessage = (limitBytes: number) =>
  `The file is too large (at most ${formatBytes(limitBytes)}).`;

/** Uploads are multipart (field `file`), so they declare no JSON body. */
export const uploadEndpoints = {
  limits: GET('/api/upload/limits', uploadLimitsResponseSchema),
  paper: POST('/api/upload/research-paper', uploadResponseSchema),
  image: POST('/api/upload/image', uploadResponseSchema),
  /** The stored file itself. */
  file: GET('/api/uploads/:name', null),
};
