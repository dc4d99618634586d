import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The document as its parties will sign it. The server stores sanitised HTML only; it is
 * sanitised here once more before it touches the DOM, so no stored value can ever run.
 */
export function DocumentPreview({ html, label }: { html: string; label: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <article
      aria-label={label}
      className="legal-document rounded-lg border border-slate-200 bg-white px-4 py-5 sm:px-8"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
