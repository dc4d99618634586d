import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export type BadgeTone =
  | 'gray'
  | 'blue'
  | 'yellow'
  | 'green'
  | 'red'
  | 'brand'
  | 'purple'
  | 'orange'
  | 'pink';

const tones: Record<BadgeTone, string> = {
  gray: 'bg-slate-100 text-slate-800 ring-slate-200',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-200',
  green: 'bg-green-50 text-green-800 ring-green-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  purple: 'bg-violet-50 text-violet-800 ring-violet-200',
  orange: 'bg-orange-50 text-orange-900 ring-orange-200',
  pink: 'bg-pink-50 text-pink-800 ring-pink-200',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'gray', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

/** How a set of statuses reads as badges: each status's words and colour. */
export interface BadgeScheme<S extends string> {
  labels: Record<S, string>;
  tones: Record<S, BadgeTone>;
}

/** A status as a badge, in its scheme's words and colour. */
export function StatusBadge<S extends string>({
  status,
  scheme,
  className,
}: {
  status: S;
  scheme: BadgeScheme<S>;
  className?: string;
}) {
  return (
    <Badge tone={scheme.tones[status]} className={className}>
      {scheme.labels[status]}
    </Badge>
  );
}

/**
 * A small count bubble (unread messages, notifications); renders nothing for 0. Screen readers
 * hear the count and `label`, or `one` when the count is 1 and the label has a singular.
 */
export function CountBadge({ count, label, one }: { count: number; label: string; one?: string }) {
  if (count <= 0) return null;
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-semibold leading-5 text-white">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">
        {count} {count === 1 && one ? one : label}
      </span>
    </span>
  );
}
