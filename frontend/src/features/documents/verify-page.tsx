import {
  API,
  DOCUMENT_TYPE_LABELS,
  endpointPath,
  sha256HexSchema,
  type VerifyDocumentResponse,
  verifyPath,
} from '@labbridge/shared-types';
import { useQuery } from '@tanstack/react-query';
import { FileSearch, ShieldAlert, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorText } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { LoadingStatus, Skeleton } from '../../ui/skeleton';

/** SHA-256 of a file, in lowercase hex, computed in the browser: the PDF never leaves it. */
async function sha256OfFile(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function Result({ hash }: { hash: string }) {
  const { data, isPending, isError, error } = useQuery<VerifyDocumentResponse>({
    queryKey: [endpointPath(API.documents.verify.path, { hash })],
  });
  if (isPending) {
    return (
      <Card className="p-6" aria-busy="true">
        <LoadingStatus>Checking...</LoadingStatus>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="mt-3 h-16 w-full" />
      </Card>
    );
  }
  if (isError) {
    return (
      <Card role="alert" className="flex items-start gap-3 p-6">
        <ShieldAlert className="h-6 w-6 shrink-0 text-amber-700" aria-hidden="true" />
        <p className="text-slate-800">{errorText(error, 'The hash could not be checked.')}</p>
      </Card>
    );
  }
  if (!data.verified) {
    return (
      <Card role="status" className="flex items-start gap-3 border-amber-300 bg-amber-50 p-6">
        <ShieldAlert className="h-6 w-6 shrink-0 text-amber-700" aria-hidden="true" />
        <div>
          <h2 className="font-semibold text-slate-900">Not a LabBridge executed document</h2>
          <p className="mt-1 text-sm text-slate-700">
            No fully executed document has this hash. The file may have been changed after it was
            signed, or it was never signed on LabBridge.
          </p>
        </div>
      </Card>
    );
  }
  return (
    <Card role="status" className="flex items-start gap-3 border-green-300 bg-green-50 p-6">
      <ShieldCheck className="h-6 w-6 shrink-0 text-green-700" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-2">
        <h2 className="font-semibold text-slate-900">Verified: fully executed on LabBridge</h2>
        <p className="text-sm text-slate-700">
          This {data.matched === 'pdf' ? 'PDF file' : 'signed text'} is a{' '}
          {DOCUMENT_TYPE_LABELS[data.documentType]}, fully executed on{' '}
          {formatDateTime(data.executedAt)}.
        </p>
        <ul className="text-sm text-slate-800" aria-label="Signatures">
          {data.signatures.map((s) => (
            <li key={`${s.name}-${s.signedAt}`}>
              Signed by <span className="font-medium">{s.name}</span> on{' '}
              {formatDateTime(s.signedAt)}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

/**
 * /verify/:hash (public): whether a hash printed on a signed PDF, or the hash of the PDF file
 * itself, belongs to a fully executed LabBridge document. Content and emails are never shown.
 */
export default function VerifyPage() {
  usePageTitle('Verify a document');
  const navigate = useNavigate();
  const raw = useParams().hash ?? '';
  const parsed = sha256HexSchema.safeParse(raw);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const [hashing, setHashing] = useState(false);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const result = sha256HexSchema.safeParse(typed);
    if (!result.success) {
      setTypedError(result.error.issues[0]?.message);
      return;
    }
    navigate(verifyPath(result.data));
  };

  const checkFile = async (file: File | undefined) => {
    if (!file) return;
    setHashing(true);
    try {
      navigate(verifyPath(await sha256OfFile(file)));
    } finally {
      setHashing(false);
    }
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Verify a document</h1>
        <p className="mt-1 text-slate-600">
          Check a signed LabBridge PDF by the hash printed on its certificate page, or by the file
          itself.
        </p>
      </header>

      {parsed.success ? (
        <>
          <p className="text-sm break-all text-slate-600">
            Hash: <code className="text-slate-900">{parsed.data}</code>
          </p>
          <Result hash={parsed.data} />
        </>
      ) : (
        raw && (
          <Card role="alert" className="p-4 text-sm text-slate-800">
            “{raw.slice(0, 80)}” is not a SHA-256 hash (64 hexadecimal characters).
          </Card>
        )
      )}

      <Card className="flex flex-col gap-4 p-5">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <FileSearch className="h-5 w-5 text-brand-700" aria-hidden="true" />
          Check another document
        </h2>
        <form onSubmit={check} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
          <Field label="SHA-256 hash" error={typedError} className="flex-1">
            {(control) => (
              <Input
                {...control}
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setTypedError(undefined);
                }}
                spellCheck={false}
                autoComplete="off"
                className="font-mono"
              />
            )}
          </Field>
          <Button type="submit">Verify</Button>
        </form>
        {typeof crypto !== 'undefined' && crypto.subtle && (
          <Field
            label="Or choose the PDF"
            hint="Its hash is computed on this device; the file is not uploaded."
          >
            {(control) => (
              <Input
                {...control}
                type="file"
                accept="application/pdf"
                disabled={hashing}
                className="py-1.5"
                onChange={(event) => void checkFile(event.target.files?.[0])}
              />
            )}
          </Field>
        )}
      </Card>
    </div>
  );
}
