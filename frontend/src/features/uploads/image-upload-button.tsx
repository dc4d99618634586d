import { toast } from '../../ui/toast';
import { UploadButton } from './upload-button';

interface ImageUploadButtonProps {
  /** Visible button text, e.g. 'Upload Image'. */
  label: string;
  onUploaded: (fileUrl: string, name: string) => void;
  disabled?: boolean;
  /** Checked before the picker opens (e.g. the carousel is full); false cancels. */
  beforePick?: () => boolean;
}

/** Picks a PNG, JPEG or WebP image and uploads it, showing progress. */
export function ImageUploadButton({ label, onUploaded, ...props }: ImageUploadButtonProps) {
  return (
    <div className="flex flex-col gap-2">
      <UploadButton
        kind="image"
        label={label}
        testId={`${label.toLowerCase().replace(/\s+/g, '-')}-input`}
        onUploaded={(stored) => {
          onUploaded(stored.fileUrl, stored.name);
          toast({ title: 'Image Uploaded', description: `${stored.name} has been uploaded.` });
        }}
        {...props}
      />
    </div>
  );
}
