import { IMAGE_ACCEPT, IMAGE_MIME_TYPES, IMAGE_TYPE_MESSAGE } from '@labbridge/shared-types';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { uploadFailureToast } from './upload-errors';
import { UploadProgress } from './upload-progress';
import { useUpload } from './use-upload';

interface ImageUploadButtonProps {
  /** Visible button text, e.g. 'Upload Image'. */
  label: string;
  onUploaded: (fileUrl: string, name: string) => void;
  disabled?: boolean;
  /** Checked before the picker opens (e.g. the carousel is full); false cancels. */
  beforePick?: () => boolean;
}

/** Picks a PNG, JPEG or WebP image and uploads it, showing progress. */
export function ImageUploadButton({
  label,
  onUploaded,
  disabled,
  beforePick,
}: ImageUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress, uploading } = useUpload('image');

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.type && !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      toast({
        title: 'Invalid File Type',
        description: IMAGE_TYPE_MESSAGE,
        variant: 'destructive',
      });
      return;
    }
    try {
      const stored = await upload(file);
      onUploaded(stored.fileUrl, stored.name);
      toast({ title: 'Image Uploaded', description: `${stored.name} has been uploaded.` });
    } catch (err) {
      toast(uploadFailureToast(err, 'image'));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="hidden"
        data-testid={`${label.toLowerCase().replace(/\s+/g, '-')}-input`}
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button
        variant="outline"
        disabled={disabled || uploading}
        onClick={() => {
          if (beforePick && !beforePick()) return;
          input.current?.click();
        }}
        icon={Upload}
      >
        {uploading ? 'Uploading...' : label}
      </Button>
      <UploadProgress progress={progress} label="Uploading image" />
    </div>
  );
}
