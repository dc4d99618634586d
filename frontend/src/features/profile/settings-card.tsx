import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';

/** One section of the Settings tab: its title, what it does, then its form or button. */
export function SettingsCard({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description: ReactNode;
  /** E.g. the red border of a section that cannot be undone. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('shadow-none', className)}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
