import { Check, Copy, Mail } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { toast } from '../../../ui/toast';
import { useRecordEngagement } from '../queries';

/** The listing's public address, as visitors open it. */
export const projectUrl = (id: number) => `${window.location.origin}/projects/${id}`;

/** Copies text with the Clipboard API, falling back to a selected field and execCommand. */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or no focus: the selection fallback below may still work.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

interface ShareDialogProps {
  projectId: number;
  title: string;
  trigger: ReactNode;
}

/** Refer: copy the listing's link (recorded as a referral) or send it by email (a share). */
export function ShareDialog({ projectId, title, trigger }: ShareDialogProps) {
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const record = useRecordEngagement(projectId);
  const url = projectUrl(projectId);
  const mailto = `mailto:?subject=${encodeURIComponent(`LabBridge: ${title}`)}&body=${encodeURIComponent(`Have a look at this research project on LabBridge:\n${url}`)}`;

  const copy = async () => {
    if (await copyText(url, field.current)) {
      setCopied(true);
      toast({
        title: 'Link Copied',
        description: 'Share it with someone who should see this project.',
      });
      record.mutate({ kind: 'referral' });
    } else {
      field.current?.select();
      toast({
        title: 'Copy Failed',
        description: 'Select the link and copy it yourself.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog onOpenChange={(open) => !open && setCopied(false)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Refer this project</DialogTitle>
          <DialogDescription>Send “{title}” to a colleague or partner.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
            Project link
          </label>
          <div className="flex gap-2">
            <Input
              id={fieldId}
              ref={field}
              readOnly
              value={url}
              onFocus={(e) => e.target.select()}
            />
            <Button onClick={copy}>
              {copied ? (
                <Check className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Copy className="h-4 w-4" aria-hidden="true" />
              )}
              {copied ? 'Copied' : 'Copy Link'}
            </Button>
          </div>
        </div>
        <a
          href={mailto}
          onClick={() => record.mutate({ kind: 'share', channel: 'email' })}
          className="inline-flex items-center gap-2 self-start text-sm font-medium text-brand-700 hover:underline"
        >
          <Mail className="h-4 w-4" aria-hidden="true" />
          Share by email
        </a>
      </DialogContent>
    </Dialog>
  );
}
