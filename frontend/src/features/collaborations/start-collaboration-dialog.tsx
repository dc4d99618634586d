import { LIMITS } from '@labbridge/shared-types';
import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { errorText, isApiError } from '../../lib/api';
import { useSubmit } from '../../lib/use-submit';
import { Button, type ButtonProps } from '../../ui/button';
import { ActionDialog } from '../../ui/dialog';
import { PercentField, TextAreaField, TextField } from '../../ui/field';
import { toast } from '../../ui/toast';
import { checkProposal, emptyProposal, type ProposalDraft } from './proposal-form';
import { useCreateCollaboration } from './queries';

const SEND_FAILED = 'Could not send collaboration request. Please try again.';

/**
 * The failure's text: the server's reason when it refused the proposal itself (an open one
 * already exists, the listing is archived…), else the spec's 'please try again'.
 */
const failureText = (err: unknown) =>
  isApiError(err) && err.status !== undefined && err.status >= 400 && err.status < 500
    ? errorText(err, SEND_FAILED)
    : SEND_FAILED;

interface StartCollaborationDialogProps {
  projectId: number;
  projectTitle: string;
  ownerName: string;
  variant?: ButtonProps['variant'];
}

/**
 * The project page's Start Collaboration button and dialog (spec §2, §5, §8). The server fills
 * in both parties from the listing and the session; the form sends only the proposal.
 */
export function StartCollaborationDialog({
  projectId,
  projectTitle,
  ownerName,
  variant = 'primary',
}: StartCollaborationDialogProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ProposalDraft>(emptyProposal);
  const { errors, setErrors, outcome } = useSubmit({
    success: {
      title: 'Collaboration Request Sent',
      description: `${ownerName} will be notified of your proposal.`,
    },
    failure: { title: 'Failed to Send', description: failureText },
    onSuccess: () => {
      setOpen(false);
      setDraft(emptyProposal);
    },
  });
  const create = useCreateCollaboration();

  const edit = (patch: Partial<ProposalDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
  };

  const send = () => {
    const check = checkProposal(projectId, draft);
    if (check.kind === 'missing-message') {
      toast({ title: 'Proposal Required', description: 'Please enter a collaboration proposal.' });
      return;
    }
    if (check.kind === 'invalid') {
      setErrors(check.errors);
      return;
    }
    create.mutate(check.request, outcome);
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={variant} icon={Handshake}>
          Start Collaboration
        </Button>
      }
      title="Start Collaboration"
      description={`Propose working with ${ownerName} on ${projectTitle}.`}
      noValidate
      action={{ label: 'Send Proposal', busyLabel: 'Sending...', busy: create.isPending }}
      onAction={send}
    >
      <TextAreaField
        label="Proposal"
        required
        error={errors.proposalMessage}
        value={draft.message}
        onValueChange={(value) => edit({ message: value })}
        maxLength={LIMITS.proposalMaxLength}
        rows={5}
        placeholder="What you would like to do together, and what you bring…"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PercentField
          label="Proposed equity (%)"
          hint="Optional, 0 to 100 in steps of 0.1"
          error={errors.proposedEquity}
          value={draft.equity}
          onValueChange={(value) => edit({ equity: value })}
        />
        <TextField
          label="Proposed timeline"
          hint="Optional"
          error={errors.proposedTimeline}
          value={draft.timeline}
          onValueChange={(value) => edit({ timeline: value })}
          maxLength={LIMITS.proposalTimelineMaxLength}
          placeholder="e.g. 6 months"
        />
      </div>
    </ActionDialog>
  );
}
