import { API, type LegalDocumentDetail } from '@labbridge/shared-types';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Info, Scale } from 'lucide-react';
import { callApi } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';

/**
 * Beside the editor: the draft's terms checked against published norms (university equity in
 * spin-outs, cliff, confidentiality, termination notice, disputes), each with why and its source.
 * Advice only: it never stops an edit, a finalisation or a signature.
 */
export function TermAdvicePanel({ doc }: { doc: LegalDocumentDetail }) {
  const advice = useQuery({
    // Changed terms ask again. Not every new version: co-editing makes one each time the typed text
    // is saved, every few seconds, and each ask may be a model call.
    queryKey: ['term-advice', doc.id, doc.documentType, doc.terms],
    queryFn: () =>
      callApi(API.termAdvice.check, {
        body: {
          documentType: doc.documentType,
          terms: doc.terms,
          content: doc.content,
          projectId: doc.project?.id,
        },
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  return (
    <aside
      aria-labelledby="term-advice"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 lg:w-80 lg:shrink-0"
    >
      <h3 id="term-advice" className="flex items-center gap-1.5 font-semibold text-slate-900">
        <Scale className="h-4 w-4 text-brand-700" aria-hidden="true" />
        Terms against the norms
      </h3>
      {advice.isPending ? (
        <p className="text-sm text-slate-600">Checking the terms…</p>
      ) : advice.isError ? (
        <p className="text-sm text-slate-600">The check is unavailable right now.</p>
      ) : advice.data.advice.length === 0 ? (
        <p className="flex items-start gap-1.5 text-sm text-green-800">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          No term is far from the published norms we check.
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Advice on the terms">
          {advice.data.advice.map((a) => {
            const Icon = a.severity === 'warning' ? AlertTriangle : Info;
            return (
              <li
                key={a.topic}
                className={cn(
                  'flex gap-2 rounded-lg p-3 text-sm',
                  a.severity === 'warning'
                    ? 'bg-amber-50 text-amber-950'
                    : 'bg-white text-slate-800',
                )}
              >
                <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="font-semibold">{a.title}</p>
                  <p>{a.why}</p>
                  <p className="text-xs text-slate-600">
                    Source:{' '}
                    {a.source.url ? (
                      <a href={a.source.url} target="_blank" rel="noreferrer" className="underline">
                        {a.source.name}
                      </a>
                    ) : (
                      a.source.name
                    )}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-xs text-slate-600">Advice only: it never blocks the agreement.</p>
    </aside>
  );
}
