import type { ResearchPaper } from '@labbridge/shared-types';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { ExternalLink } from '../../../ui/external-link';

const DOI = /^(?:doi:\s*)?(10\.\d{4,9}\/\S+)$/i;

/** A paper's link: a DOI opens through doi.org, a URL as it is. */
export function paperHref(url: string): string {
  const doi = DOI.exec(url.trim());
  return doi ? `https://doi.org/${doi[1]}` : url;
}

/**
 * One paper of a list: its title, description and `links`; `children` go under them (an
 * editor's errors) and `action` to their right.
 */
export function PaperItem({
  paper,
  links,
  children,
  action,
}: {
  paper: ResearchPaper;
  links: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <FileText className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium text-slate-900">{paper.name}</p>
        {paper.description && <p className="text-sm text-slate-700">{paper.description}</p>}
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">{links}</div>
        {children}
      </div>
      {action}
    </li>
  );
}

export function PapersList({ papers }: { papers: readonly ResearchPaper[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {papers.map((paper, index) => (
        <PaperItem
          // biome-ignore lint/suspicious/noArrayIndexKey: papers have no id and this list is never reordered
          key={`${paper.name}-${index}`}
          paper={paper}
          links={
            <>
              {paper.url && (
                <ExternalLink href={paperHref(paper.url)} className="gap-1 text-brand-700">
                  View paper<span className="sr-only">: {paper.name} </span>
                </ExternalLink>
              )}
              {paper.fileUrl && (
                // The server sends uploaded files other than images as attachments.
                <a
                  href={paper.fileUrl}
                  download
                  className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                >
                  Download PDF
                  <span className="sr-only">: {paper.name}</span>
                </a>
              )}
            </>
          }
        />
      ))}
    </ul>
  );
}
