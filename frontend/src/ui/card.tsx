import type { ReactNode } from 'react';
import { classed } from './classed';

export const Card = classed('div', 'rounded-xl border border-slate-200 bg-white shadow-sm');

export const CardHeader = classed('div', 'flex flex-col gap-1 p-5 pb-3');

export const CardTitle = classed('h2', 'text-lg font-semibold text-slate-900');

export const CardDescription = classed('p', 'text-sm text-slate-600');

export const CardContent = classed('div', 'p-5 pt-0');

export const CardFooter = classed('div', 'flex items-center gap-2 p-5 pt-0');

/** A titled card of a page (a dashboard panel, a section of a deal): title, optional action, body. */
export function Panel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent className="flex-1">{children}</CardContent>
    </Card>
  );
}
