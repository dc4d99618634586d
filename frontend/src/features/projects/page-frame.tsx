import type { ReactNode } from 'react';
import { useCurrentUser } from '../../app/auth';
import { cn } from '../../lib/cn';

/**
 * Width and padding of a page open to everyone: the signed-in shell pads its main area, the
 * visitor frame does not.
 */
export function PageFrame({ children, className }: { children: ReactNode; className?: string }) {
  const { data: user } = useCurrentUser();
  return (
    <div
      className={cn(
        'mx-auto flex w-full max-w-7xl flex-col gap-6',
        !user && 'px-4 py-6 sm:px-6',
        className,
      )}
    >
      {children}
    </div>
  );
}
