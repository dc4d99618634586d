import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorText } from '../lib/api';
import { cn } from '../lib/cn';
import { Button } from './button';

interface EmptyStateProps {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** What a list or panel shows when there is no data: never a sample figure. */
export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center',
        className,
      )}
    >
      {Icon && <Icon className="h-8 w-8 text-slate-400" aria-hidden="true" />}
      <p className="font-medium text-slate-900">{title}</p>
      {description && <p className="max-w-md text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

/** What stands where something could not be loaded: what, the error's own text, and Try again. */
export function LoadError({
  icon,
  title,
  query,
  fallback = 'Please try again.',
}: {
  icon: LucideIcon;
  title: string;
  /** The request that failed: its error, and refetch for Try again. */
  query: { error: unknown; refetch: () => unknown };
  /** The text when the error has none of its own. */
  fallback?: string;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={errorText(query.error, fallback)}
      action={<Button onClick={() => query.refetch()}>Try again</Button>}
    />
  );
}
