import {
  type LegalDocumentDetail,
  partnerTitle,
  RECORDED_TERMS_HEADING,
  recordedTerms,
  recordedTermsNote,
} from '@labbridge/shared-types';
import { useId } from 'react';

/**
 * The terms LabBridge holds for the document, worded as its PDF's schedule words them. They come
 * from the detail, so a change of terms (PATCH, then `document:updated`) shows here at once.
 */
export function RecordedTerms({ doc }: { doc: LegalDocumentDetail }) {
  const headingId = useId();
  const terms = recordedTerms(doc.documentType, doc.terms, partnerTitle(doc.parties.industry));
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-4 sm:px-6"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {RECORDED_TERMS_HEADING}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{recordedTermsNote(doc.documentType)}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-0.5 text-sm sm:gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
        {terms.map((term) => (
          <div key={term.label} className="contents">
            <dt className="font-medium text-slate-900">{term.label}</dt>
            <dd className="mb-2 text-slate-700 sm:mb-0">
              {term.value}
              {term.items && (
                <ul className="mt-1 list-disc pl-5">
                  {term.items.map((item, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: milestone names may repeat, and the list is only ever replaced whole
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
