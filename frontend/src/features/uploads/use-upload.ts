import type { UploadResponse } from '@labbridge/shared-types';
import { useCallback, useState } from 'react';
import { uploadFile } from '../../lib/api';

export const UPLOAD_PATHS = {
  paper: '/api/upload/research-paper',
  image: '/api/upload/image',
} as const;

/** One upload at a time with its progress (0-100), for a progress bar. */
export function useUpload(kind: keyof typeof UPLOAD_PATHS) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    async (file: File): Promise<UploadResponse> => {
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
    [kind],
  );
  return { upload, progress, uploading: progress !== null };
}
