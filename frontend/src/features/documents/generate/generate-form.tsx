import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type FieldErrors,
  type GenerateDocumentResponse,
  generateDocumentRequestSchema,
} from '@labbridge/shared-types';
import { Info, Sparkles } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSubmit } from '../../../lib/use-submit';
import { Button } from '../../../ui/button';
import { choices, SelectField } from '../../../ui/field';
import { toast } from '../../../ui/toast';
import { useGenerateDocument } from '../queries';
import { canGenerate, type GenerateDraft, toGenerateRequest } from './generate-draft';
import {
  EquityFields,
  PARTY_SIDES,
  PartyFields,
  ProjectFields,
  TermsFields,
} from './generate-fields';

const GENERATION_FAILED = {
  title: 'Generation Failed',
  description: 'Unable to generate legal document. Please check all required fields.',
};

/** Zod's wording for an emptied number field, said the way a form says it. */
const readable = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => [
      key,
      messages.map((m) => (/expected number/i.test(m) ? 'Enter a number' : m)),
    ]),
  );

function GeneratingProgress() {
  return (
    <div className="flex flex-col gap-2" role="status">
      <span className="text-sm text-slate-700">Generating your document…</span>
      <div
        role="progressbar"
        aria-label="Generating document"
        className="h-1.5 overflow-hidden rounded-full bg-brand-100"
      >
        <div className="progress-indeterminate h-full w-1/3 rounded-full bg-brand-600" />
      </div>
    </div>
  );
}

interface GenerateFormProps {
  initial: GenerateDraft;
  onGenerated: (documentId: number) => void;
  /** Where the form starts from (a collaboration or blank), shown beside the type. */
  startFrom?: ReactNode;
}

/** The Generate Document form (spec §5): checked here with the shared schema, then on the server. */
export function GenerateForm({ initial, onGenerated, startFrom }: GenerateFormProps) {
  const [draft, setDraft] = useState(initial);
  const generate = useGenerateDocument();
  const { errors, setErrors, outcome, submit } = useSubmit({
    schema: generateDocumentRequestSchema,
    failure: GENERATION_FAILED,
    toastInvalid: true,
    onSuccess: ({ title, documentId }: GenerateDocumentResponse) => {
      toast({ title: 'Document Generated', description: `${title} is ready for review.` });
      onGenerated(documentId);
    },
  });
  const change = (update: (d: GenerateDraft) => GenerateDraft) => {
    setDraft(update);
    setErrors({});
  };
  const fromCollaboration = draft.collaborationId !== null;
  /** What every section of the form is given. */
  const section = { draft, errors: readable(errors), change };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!canGenerate(draft) || generate.isPending) return;
    // The request as the form builds it goes out; the schema's parse only checks it.
    submit(toGenerateRequest(draft), (_, request) => generate.mutate(request, outcome));
  };

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-5" aria-label="Generate Document">
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:flex-wrap sm:items-end sm:p-5">
        {startFrom}
        <SelectField
          label="Document type"
          className="sm:w-80"
          value={draft.documentType}
          onValueChange={(documentType) => change((d) => ({ ...d, documentType }))}
          options={choices(DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS)}
        />
        {fromCollaboration && (
          <p className="text-sm text-slate-600">
            Pre-filled from the collaboration; the document will be linked to it.
          </p>
        )}
      </div>

      <div className="grid gap-5 lg:grid-cols-2">
        {PARTY_SIDES.map((side) => (
          <PartyFields key={side} side={side} locked={fromCollaboration} {...section} />
        ))}
      </div>
      <ProjectFields {...section} />
      {draft.documentType === 'equity_agreement' && <EquityFields {...section} />}
      <TermsFields {...section} />

      <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        Generated documents need legal review before execution. Have your legal counsel review the
        draft before you send it for signatures.
      </p>

      {generate.isPending && <GeneratingProgress />}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          type="submit"
          size="lg"
          disabled={!canGenerate(draft) || generate.isPending}
          icon={Sparkles}
        >
          {generate.isPending ? 'Generating...' : 'Generate Document'}
        </Button>
        {!canGenerate(draft) && (
          <p className="text-sm text-slate-600">
            Fill in both parties’ name, organization and email, and the project’s title, description
            and timeline.
          </p>
        )}
      </div>
    </form>
  );
}
