import { projectPath } from '@labbridge/shared-types';
import { Check, Copy, Mail } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { DialogFrame } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { useRecordEngagement } from '../queries';

/** The listing's public address, as visitors open it. */
export const projectUrl = (id: number) => `${window.location.origin}${projectPath(id)}`;

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
  const [copied, setCopied] = useState<boolean | 'failed'>(false);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const record = useRecordEngagement(projectId);
  const url = projectUrl(projectId);
  const mailto = `mailto:?subject=${encodeURIComponent(`LabBridge: ${title}`)}&body=${encodeURIComponent(`Have a look at this research project on LabBridge:\n${url}`)}`;

  // The outcome shows in the dialog itself: a toast raised while it is open would sit above
  // it and take the first Escape.
  const copy = async () => {
    if (await copyText(url, field.current)) {
      setCopied(true);
      record.mutate({ kind: 'referral' });
    } else {
      setCopied('failed');
      field.current?.select();
    }
  };

  return (
    <DialogFrame
      onOpenChange={(open) => !open && setCopied(false)}
      trigger={trigger}
      title="Refer this project"
      description={`Send “${title}” to a colleague or partner.`}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          Project link
        </label>
        <div className="flex gap-2">
          <Input id={fieldId} ref={field} readOnly value={url} onFocus={(e) => e.target.select()} />
          <Button onClick={copy}>
            {copied === true ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Copy className="h-4 w-4" aria-hidden="true" />
            )}
            {copied === true ? 'Copied' : 'Copy Link'}
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-slate-700">
          {copied === true && 'Link copied. Share it with someone who should see this project.'}
          {copied === 'failed' && 'Copying failed: select the link and copy it yourself.'}
        </p>
      </div>
      <a
        href={mailto}
        onClick={() => record.mutate({ kind: 'share', channel: 'email' })}
        className="inline-flex items-center gap-2 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <Mail className="h-4 w-4" aria-hidden="true" />
        Share by email
      </a>
    </DialogFrame>
  );
}
