import type { ReactNode } from 'react';
import { useCurrentUser } from '../auth';
import { AppShell } from './lazy-app-shell';
import { PublicLayout } from './public-layout';

/** Pages open to everyone: inside the shell when signed in, the public frame otherwise. */
export function AdaptiveLayout({ children }: { children?: ReactNode }) {
  const { data: user } = useCurrentUser();
  return user ? <AppShell>{children}</AppShell> : <PublicLayout>{children}</PublicLayout>;
}
