import {
  type CollaborationAction,
  type CollaborationDetail,
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  type DeclineReason,
  LIMITS,
  partyName,
  type UpdateCollaborationRequest,
} from '@labbridge/shared-types';
import { Check, CheckCheck, type LucideIcon, Undo2, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../lib/api';
import { Button } from '../../ui/button';
import { ActionDialog } from '../../ui/dialog';
import { TextAreaField } from '../../ui/field';
import { toast } from '../../ui/toast';
import { useUpdateCollaboration } from './queries';

const DONE: Record<CollaborationAction, { title: string; description: string }> = {
  accept: {
    title: 'Proposal Accepted',
    description: 'The collaboration is active. You can now generate its documents.',
  },
  decline: { title: 'Proposal Declined', description: 'The proposer has been told why.' },
  withdraw: { title: 'Proposal Withdrawn', description: 'The researcher has been told.' },
  complete: { title: 'Collaboration Completed', description: 'Marked completed for both of you.' },
};

interface StepDialogProps {
  /** The outline button that opens the dialog: its icon and text. */
  icon: LucideIcon;
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  /** Extra fields above the note (the decline reasons). */
  children?: ReactNode;
  onConfirm: (note: string, close: () => void) => void;
}

/** A step that asks first, with an optional note for the other party. */
function StepDialog({
  icon,
  label,
  title,
  description,
  confirmLabel,
  destructive,
  pending,
  children,
  onConfirm,
}: StepDialogProps) {
  const [note, setNote] = useState('');
  return (
    <ActionDialog
      trigger={
        <Button variant="outline" icon={icon}>
          {label}
        </Button>
      }
      title={title}
      description={description}
      action={{
        label: confirmLabel,
        busy: pending,
        variant: destructive ? 'destructive' : 'primary',
      }}
      onAction={(close) =>
        onConfirm(note, () => {
          close();
          setNote('');
        })
      }
    >
      {children}
      <TextAreaField
        label="Note"
        hint="Optional, shown to the other party"
        value={note}
        onValueChange={setNote}
        maxLength={LIMITS.collaborationNoteMaxLength}
        rows={3}
      />
    </ActionDialog>
  );
}

function DeclineReasons({
  value,
  onChange,
}: {
  value: DeclineReason;
  onChange: (reason: DeclineReason) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">Reason</legend>
      {DECLINE_REASONS.map((reason) => (
        <label key={reason} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name="decline-reason"
            value={reason}
            checked={value === reason}
            onChange={() => onChange(reason)}
            className="h-4 w-4 accent-brand-700"
          />
          {DECLINE_REASON_LABELS[reason]}
        </label>
      ))}
    </fieldset>
  );
}

/** Accept, decline, withdraw or complete, as the server says the viewer may now. */
export function CollaborationActions({ collaboration }: { collaboration: CollaborationDetail }) {
  const update = useUpdateCollaboration(collaboration.id);
  const [reason, setReason] = useState<DeclineReason>('too_early');
  const allowed = new Set(collaboration.allowedActions);
  const other = partyName(collaboration.counterpart);

  const run = (request: UpdateCollaborationRequest, close?: () => void) =>
    update.mutate(request, {
      onSuccess: () => {
        close?.();
        toast(DONE[request.action]);
      },
      onError: (err) =>
        toast({
          title: 'Update Failed',
          description: errorText(err, 'Could not update the collaboration. Please try again.'),
          variant: 'destructive',
        }),
    });

  if (allowed.size === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {allowed.has('accept') && (
        <Button disabled={update.isPending} onClick={() => run({ action: 'accept' })} icon={Check}>
          Accept
        </Button>
      )}
      {allowed.has('decline') && (
        <StepDialog
          icon={X}
          label="Decline"
          title="Decline this proposal?"
          description={`${other} will see your reason.`}
          confirmLabel="Decline Proposal"
          destructive
          pending={update.isPending}
          onConfirm={(note, close) => run({ action: 'decline', reason, note }, close)}
        >
          <DeclineReasons value={reason} onChange={setReason} />
        </StepDialog>
      )}
      {allowed.has('withdraw') && (
        <StepDialog
          icon={Undo2}
          label="Withdraw"
          title="Withdraw your proposal?"
          description={`${other} will no longer be able to accept it.`}
          confirmLabel="Withdraw Proposal"
          destructive
          pending={update.isPending}
          onConfirm={(note, close) => run({ action: 'withdraw', note }, close)}
        />
      )}
      {allowed.has('complete') && (
        <StepDialog
          icon={CheckCheck}
          label="Mark Completed"
          title="Mark this collaboration completed?"
          description="It moves to completed for both of you and takes no new documents."
          confirmLabel="Mark Completed"
          pending={update.isPending}
          onConfirm={(note, close) => run({ action: 'complete', note }, close)}
        />
      )}
    </div>
  );
}
