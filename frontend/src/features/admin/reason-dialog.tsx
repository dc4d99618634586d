import { useState } from 'react';
import { ActionDialog } from '../../ui/dialog';
import { TextAreaField } from '../../ui/field';

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
  const confirm = async (close: () => void) => {
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
      close();
    }
  };
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      noValidate
      action={{ label: confirmLabel, busy, variant: 'destructive' }}
      onAction={(close) => void confirm(close)}
    >
      <TextAreaField
        label="Reason"
        required
        error={error}
        rows={3}
        maxLength={1000}
        value={reason}
        onValueChange={setReason}
      />
    </ActionDialog>
  );
}
