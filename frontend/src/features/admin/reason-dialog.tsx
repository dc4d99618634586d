import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { DialogFrame } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Textarea } from '../../ui/textarea';

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Resolves to true when the action went through (the dialog then closes). */
  onConfirm: (reason: string) => Promise<boolean>;
}

/** Reject, suspend and unpublish all need a reason: the person concerned is told it. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Please give a reason: it is sent to the person concerned.');
      return;
    }
    setBusy(true);
    const ok = await onConfirm(reason.trim());
    setBusy(false);
    if (ok) {
      setReason('');
      setError(undefined);
      onOpenChange(false);
    }
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onSubmit={submit}
      noValidate
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Saving...' : confirmLabel}
          </Button>
        </>
      }
    >
      <Field label="Reason" required error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
    </DialogFrame>
  );
}
