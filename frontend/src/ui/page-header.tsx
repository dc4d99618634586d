import type { ReactNode } from 'react';

/** A page's title and the sentence that says what it holds; `action` sits to their right. */
export function PageHeader({
  title,
  description,
  action,
}: {
  title: ReactNode;
  description: ReactNode;
  action?: ReactNode;
}) {
  const heading = (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-600">{description}</p>
    </>
  );
  if (!action) return <header>{heading}</header>;
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div>{heading}</div>
      {action}
    </header>
  );
}
