import {
  type DocumentSigner,
  type LegalDocumentDetail,
  LIMITS,
  partnerLabel,
  partyName,
  verifyPath,
} from '@labbridge/shared-types';
import { Ban, CheckCircle2, Clock, Download, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { Button, buttonClasses } from '../../../ui/button';
import { ActionDialog } from '../../../ui/dialog';
import { TextAreaField } from '../../../ui/field';
import { toast } from '../../../ui/toast';
import type { useDocumentSteps } from '../queries';
import { AuditTrail } from './audit-trail';
import { RecordedTerms } from './recorded-terms';
import { SignForm } from './sign-form';

type Steps = ReturnType<typeof useDocumentSteps>;

function SignerRow({ signer, doc }: { signer: DocumentSigner; doc: LegalDocumentDetail }) {
  const signed = signer.signature;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
      {signed ? (
        <CheckCircle2 className="h-5 w-5 text-green-700" aria-hidden="true" />
      ) : (
        <Clock className="h-5 w-5 text-amber-700" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{partyName(signer.user)}</p>
        <p className="text-xs text-slate-600">
          {signer.role === 'researcher' ? 'Researcher' : partnerLabel(doc.parties.industry)}
        </p>
      </div>
      <p className="text-sm">
        {signed ? (
          <span className="text-green-800">
            Signed <time dateTime={signed.signedAt}>{formatDateTime(signed.signedAt)}</time> as “
            {signed.fullName}”
          </span>
        ) : (
          <span className="text-amber-800">Pending</span>
        )}
      </p>
    </li>
  );
}

function StatusNote({ doc }: { doc: LegalDocumentDetail }) {
  switch (doc.status) {
    case 'draft':
      return (
        <p className="text-sm text-slate-700">
          Draft: review and edit it together, then send it for signatures. Its text is frozen once
          sent.
        </p>
      );
    case 'pending_signatures':
      return (
        <p className="text-sm text-slate-700">
          Ready for signatures since {doc.finalizedAt && formatDateTime(doc.finalizedAt)}. Both
          parties sign the same frozen text.
        </p>
      );
    case 'fully_executed':
      return (
        <p className="text-sm text-slate-700">
          Fully executed {doc.executedAt && formatDateTime(doc.executedAt)}.
          {doc.contentHash && (
            <>
              {' '}
              Anyone holding the PDF can{' '}
              <Link to={verifyPath(doc.contentHash)} className="text-brand-800 underline">
                verify it
              </Link>
              .
            </>
          )}
        </p>
      );
    case 'cancelled':
      return (
        <p className="text-sm text-slate-700">
          Cancelled {doc.cancelledAt && formatDateTime(doc.cancelledAt)}
          {doc.cancelReason && <>: “{doc.cancelReason}”</>}
        </p>
      );
  }
}

function FinalizeButton({ steps, blocked }: { steps: Steps; blocked: boolean }) {
  const finalize = steps.finalize;
  return (
    <ActionDialog
      trigger={
        <Button disabled={blocked} icon={Send}>
          Send for Signatures
        </Button>
      }
      title="Send for signatures?"
      description="The text is frozen and its fingerprint recorded: nobody can edit it afterwards. Both parties are asked to sign."
      action={{ label: 'Send for Signatures', busyLabel: 'Sending...', busy: finalize.isPending }}
      onAction={(close) =>
        finalize.mutate(undefined, {
          onSuccess: () => {
            close();
            toast({
              title: 'Document Finalized',
              description: 'The document is ready for signatures.',
            });
          },
          onError: (err) =>
            toast({
              title: 'Finalize Failed',
              description: errorText(err, 'Could not finalize the document. Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}

function CancelButton({ steps }: { steps: Steps }) {
  const [reason, setReason] = useState('');
  const cancel = steps.cancel;
  return (
    <ActionDialog
      trigger={
        <Button variant="outline" icon={Ban}>
          Cancel Document
        </Button>
      }
      title="Cancel this document?"
      description="It can no longer be edited or signed. The reason is kept in its audit trail."
      action={{
        label: 'Cancel Document',
        busyLabel: 'Cancelling...',
        busy: cancel.isPending,
        disabled: !reason.trim(),
        variant: 'destructive',
        cancelLabel: 'Keep Document',
      }}
      onAction={(close) => {
        if (!reason.trim()) return;
        cancel.mutate(
          { reason: reason.trim() },
          {
            onSuccess: () => {
              close();
              toast({
                title: 'Document Cancelled',
                description: 'The other party has been told.',
              });
            },
            onError: (err) =>
              toast({
                title: 'Cancel Failed',
                description: errorText(err, 'Could not cancel the document. Please try again.'),
                variant: 'destructive',
              }),
          },
        );
      }}
    >
      <TextAreaField
        label="Reason"
        required
        value={reason}
        onValueChange={setReason}
        maxLength={LIMITS.cancelReasonMaxLength}
        rows={3}
      />
    </ActionDialog>
  );
}

interface SignaturesPanelProps {
  doc: LegalDocumentDetail;
  steps: Steps;
  /** Unsaved edits hold back Send for Signatures: the frozen text would not include them. */
  hasUnsavedEdits: boolean;
}

/** Each party's signature, the steps open to me, the audit trail and the PDF. */
export function SignaturesPanel({ doc, steps, hasUnsavedEdits }: SignaturesPanelProps) {
  const allowed = new Set(doc.allowedActions);
  return (
    <div className="flex flex-col gap-5">
      <StatusNote doc={doc} />
      <section aria-labelledby="signers-heading">
        <h3 id="signers-heading" className="font-semibold text-slate-900">
          Signatures
        </h3>
        <ul className="divide-y divide-slate-100">
          {doc.signers.map((signer) => (
            <SignerRow key={signer.role} signer={signer} doc={doc} />
          ))}
        </ul>
      </section>
      {allowed.has('sign') && (
        <>
          {/* What the signature covers besides the text, in view of the form that signs it. */}
          <RecordedTerms doc={doc} />
          <SignForm sign={steps.sign} />
        </>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {allowed.has('finalize') && <FinalizeButton steps={steps} blocked={hasUnsavedEdits} />}
        {allowed.has('cancel') && <CancelButton steps={steps} />}
        {doc.pdfUrl && (
          <a href={doc.pdfUrl} download className={buttonClasses({ variant: 'outline' })}>
            <Download className="h-4 w-4" aria-hidden="true" />
            Download PDF
          </a>
        )}
      </div>
      {allowed.has('finalize') && hasUnsavedEdits && (
        <p className="text-sm text-amber-800">
          Some of your edits have not reached the server yet: send once all changes are saved.
        </p>
      )}
      {doc.contentHash && (
        <p className="text-xs break-all text-slate-600">
          SHA-256 of the signed text: <code className="text-slate-800">{doc.contentHash}</code>
        </p>
      )}
      <section aria-labelledby="audit-heading">
        <h3 id="audit-heading" className="font-semibold text-slate-900">
          Audit trail
        </h3>
        <AuditTrail events={doc.auditTrail} />
      </section>
    </div>
  );
}
