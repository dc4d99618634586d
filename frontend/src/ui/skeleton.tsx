import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './card';

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

/** A card-shaped placeholder for lists of cards while they load. */
export function CardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5',
        className,
      )}
    >
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-9 w-full" />
    </div>
  );
}

/** Tells screen readers what is loading; the placeholders beside it are hidden from them. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="sr-only">
      {children}
    </p>
  );
}

/** A card of row placeholders standing in for a list while it loads. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <Card className="flex flex-col gap-3 p-4" aria-busy="true">
      <LoadingStatus>{label}</LoadingStatus>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </Card>
  );
}

/**
 * Placeholders of the given sizes, one under another, standing in for a block while it loads;
 * `label` tells screen readers what loads.
 */
export function SkeletonStack({
  sizes,
  label,
  className,
}: {
  sizes: string[];
  label?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-3', className)} aria-busy="true">
      {label && <LoadingStatus>{label}</LoadingStatus>}
      {sizes.map((size, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className={size} />
      ))}
    </div>
  );
}
