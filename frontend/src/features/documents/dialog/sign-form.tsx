import { type LegalDocumentDetail, LIMITS, SIGNATURE_CONSENT_TEXT } from '@labbridge/shared-types';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { toast } from '../../../ui/toast';
import type { useDocumentSteps } from '../queries';

/** Sign: the signer types their full name and agrees to the consent text, both recorded. */
export function SignForm({ sign }: { sign: ReturnType<typeof useDocumentSteps>['sign'] }) {
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const ready = fullName.trim() !== '' && consent;

  return (
    <form
      aria-label="Sign this document"
      className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        sign.mutate(
          { fullName: fullName.trim(), consent: true },
          {
            onSuccess: (doc: LegalDocumentDetail) =>
              toast(
                doc.status === 'fully_executed'
                  ? {
                      title: 'Document Fully Executed',
                      description: 'Both parties have signed. The signed PDF is ready.',
                    }
                  : {
                      title: 'Document Signed',
                      description: 'The other party has been asked to sign.',
                    },
              ),
            onError: (err) =>
              toast({
                title: 'Signing Failed',
                description: errorText(err, 'Could not sign the document. Please try again.'),
                variant: 'destructive',
              }),
          },
        );
      }}
    >
      <h3 className="font-semibold text-slate-900">Sign this document</h3>
      <Field label="Type your full name" required>
        {(control) => (
          <Input
            {...control}
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            maxLength={LIMITS.signatureNameMaxLength}
            autoComplete="name"
            className="font-serif text-base italic"
          />
        )}
      </Field>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
        />
        <span>{SIGNATURE_CONSENT_TEXT}</span>
      </label>
      <Button
        type="submit"
        className="self-start"
        disabled={!ready || sign.isPending}
        icon={PenLine}
      >
        {sign.isPending ? 'Signing...' : 'Sign Document'}
      </Button>
    </form>
  );
}
