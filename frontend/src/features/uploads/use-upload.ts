import { API, fileTooLargeMessage, type UploadResponse } from '@labbridge/shared-types';
import { useCallback, useState } from 'react';
import { uploadFile } from '../../lib/api';
import { useApiQuery } from '../../lib/use-api-query';
import { FileTooLargeError, type UploadKind } from './upload-errors';

export const UPLOAD_PATHS = {
  paper: API.uploads.paper.path,
  image: API.uploads.image.path,
} as const satisfies Record<UploadKind, string>;

/** The server's size caps; they change only with its configuration. */
export function useUploadLimits() {
  return useApiQuery(API.uploads.limits, {}, { staleTime: Number.POSITIVE_INFINITY });
}

/**
 * One upload at a time with its progress (0-100), for a progress bar. A file over the known
 * cap is refused with FileTooLargeError before a byte is sent.
 */
export function useUpload(kind: UploadKind) {
  const [progress, setProgress] = useState<number | null>(null);
  const { data: limits } = useUploadLimits();
  const limit = limits?.[kind === 'paper' ? 'paperBytes' : 'imageBytes'];
  const upload = useCallback(
    async (file: File): Promise<UploadResponse> => {
      if (limit !== undefined && file.size > limit) {
        throw new FileTooLargeError(fileTooLargeMessage(limit));
      }
      setProgress(0);
      try {
        return await uploadFile<UploadResponse>(UPLOAD_PATHS[kind], file, {
          onProgress: setProgress,
          context: { feature: 'uploads', upload: kind },
        });
      } finally {
        setProgress(null);
      }
    },
    [kind, limit],
  );
  return { upload, progress, uploading: progress !== null };
}
