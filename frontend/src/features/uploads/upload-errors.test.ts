import { normaliseServerError } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { FileTooLargeError, uploadFailureToast } from './upload-errors';

const serverError = (status: number, code: string, message: string) => {
  const body = { error: { code, message, correlationId: 'c-1', retryable: false } };
  return new ApiError(
    normaliseServerError({ status, statusText: '', body, context: 'POST /api/upload' }),
    body,
  );
};

describe('uploadFailureToast', () => {
  it('reads a type the server refused as Invalid File Type, per kind', () => {
    const refused = serverError(400, 'VALIDATION_ERROR', 'Please upload PDF files only.');
    expect(uploadFailureToast(refused, 'paper')).toMatchObject({
      title: 'Invalid File Type',
      description: 'Please upload PDF files only.',
    });
    expect(uploadFailureToast(refused, 'image')).toMatchObject({
      title: 'Invalid File Type',
      description: 'Please upload a PNG, JPEG or WebP image.',
    });
  });

  it('gives the size message for a file over the cap, from the server or the browser', () => {
    const tooLarge = serverError(
      413,
      'PAYLOAD_TOO_LARGE',
      'The file is too large (at most 20 MB).',
    );
    expect(uploadFailureToast(tooLarge, 'paper')).toEqual({
      title: 'Upload Failed',
      description: 'The file is too large (at most 20 MB).',
      variant: 'destructive',
    });
    expect(
      uploadFailureToast(new FileTooLargeError('The file is too large (at most 5 MB).'), 'image'),
    ).toMatchObject({
      title: 'Upload Failed',
      description: 'The file is too large (at most 5 MB).',
    });
  });

  it('says Failed to upload file for anything else', () => {
    for (const err of [
      serverError(500, 'DATABASE_ERROR', 'Database down'),
      serverError(401, 'AUTHENTICATION_ERROR', 'Sign in'),
      new Error('network'),
    ]) {
      expect(uploadFailureToast(err, 'paper')).toMatchObject({
        title: 'Upload Failed',
        description: 'Failed to upload file. Please try again.',
      });
    }
  });
});
