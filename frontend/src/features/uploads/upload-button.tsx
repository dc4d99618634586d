import {
  IMAGE_ACCEPT,
  IMAGE_MIME_TYPES,
  IMAGE_TYPE_MESSAGE,
  PAPER_ACCEPT,
  PAPER_TYPE_MESSAGE,
  type UploadResponse,
} from '@labbridge/shared-types';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { type UploadKind, uploadFailureToast } from './upload-errors';
import { UploadProgress } from './upload-progress';
import { useUpload } from './use-upload';

/** A first look at the file before it travels; the server decides by its bytes. */
export const looksLikePdf = (file: Pick<File, 'name' | 'type'>) =>
  file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));

const KINDS: Record<
  UploadKind,
  { accept: string; fits: (file: File) => boolean; wrongType: string; progress: string }
> = {
  image: {
    accept: IMAGE_ACCEPT,
    fits: (file) => !file.type || (IMAGE_MIME_TYPES as readonly string[]).includes(file.type),
    wrongType: IMAGE_TYPE_MESSAGE,
    progress: 'Uploading image',
  },
  paper: {
    accept: PAPER_ACCEPT,
    fits: looksLikePdf,
    wrongType: PAPER_TYPE_MESSAGE,
    progress: 'Uploading research paper',
  },
};

interface UploadButtonProps {
  kind: UploadKind;
  /** Visible button text, e.g. 'Upload Image'. */
  label: string;
  /** The hidden file input's test id. */
  testId: string;
  /** Takes the stored file (and tells the user it arrived). */
  onUploaded: (stored: UploadResponse) => void;
  disabled?: boolean;
  /** Checked before the picker opens (e.g. the carousel is full); false cancels. */
  beforePick?: () => boolean;
  className?: string;
}

/**
 * Picks a file of `kind` and uploads it, with its progress bar; a file of the wrong type is
 * refused before it travels, and a failed upload says why.
 */
export function UploadButton({
  kind,
  label,
  testId,
  onUploaded,
  disabled,
  beforePick,
  className,
}: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress, uploading } = useUpload(kind);
  const { accept, fits, wrongType, progress: progressLabel } = KINDS[kind];

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!fits(file)) {
      toast({ title: 'Invalid File Type', description: wrongType, variant: 'destructive' });
      return;
    }
    try {
      onUploaded(await upload(file));
    } catch (err) {
      toast(uploadFailureToast(err, kind));
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="hidden"
        data-testid={testId}
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button
        variant="outline"
        className={className}
        disabled={disabled || uploading}
        onClick={() => {
          if (beforePick && !beforePick()) return;
          input.current?.click();
        }}
        icon={Upload}
      >
        {uploading ? 'Uploading...' : label}
      </Button>
      <UploadProgress progress={progress} label={progressLabel} />
    </>
  );
}
