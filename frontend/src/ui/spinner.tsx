import { Loader2 } from 'lucide-react';
import { cn } from '../lib/cn';

/** A spinning icon; with `label` it is announced to screen readers and shown beside it. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-700">
      <Loader2
        className={cn('h-5 w-5 animate-spin text-brand-700', className)}
        aria-hidden="true"
      />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}

/** The whole-page spinner shown while the session or a page is loading. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center p-8">
      <Spinner label={label} className="h-6 w-6" />
    </div>
  );
}
