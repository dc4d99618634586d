import { IMAGE_TYPE_MESSAGE, PAPER_TYPE_MESSAGE } from '@labbridge/shared-types';
import { isApiError } from '../../lib/api';
import type { ToastInput } from '../../ui/toast';

export type UploadKind = 'paper' | 'image';

/** Refused in the browser, before sending: the file is over the server's size cap. */
export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
}

const TYPE_MESSAGES: Record<UploadKind, string> = {
  paper: PAPER_TYPE_MESSAGE,
  image: IMAGE_TYPE_MESSAGE,
};
export const UPLOAD_FAILED_MESSAGE = 'Failed to upload file. Please try again.';

/**
 * The toast for a failed upload: a type the server refused reads as the spec's 'Invalid File
 * Type'; a file over the cap gets the size message; anything else the spec's 'Upload Failed'.
 */
export function uploadFailureToast(err: unknown, kind: UploadKind): ToastInput {
  const failed = (description: string): ToastInput => ({
    title: 'Upload Failed',
    description,
    variant: 'destructive',
  });
  if (err instanceof FileTooLargeError) return failed(err.message);
  if (!isApiError(err)) return failed(UPLOAD_FAILED_MESSAGE);
  if (err.hasServerBody && err.clientError.code === 'VALIDATION_ERROR') {
    return { title: 'Invalid File Type', description: TYPE_MESSAGES[kind], variant: 'destructive' };
  }
  if (err.status === 413 && err.hasServerBody) return failed(err.clientError.message);
  return failed(UPLOAD_FAILED_MESSAGE);
}
