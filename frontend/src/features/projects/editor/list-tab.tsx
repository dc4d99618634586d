import { type ReactNode, useId } from 'react';
import { GroupErrors } from '../../../ui/field';

/**
 * An editor tab that builds a list (papers, team members): the boxes that add items side by side,
 * then what was added, under a heading with the count and the list's own errors, or a line saying
 * there is nothing yet.
 */
export function ListTab({
  adders,
  title,
  count,
  errors,
  empty,
  children,
}: {
  /** The ways to add an item, side by side on a wide screen. */
  adders: ReactNode;
  title: string;
  count: number;
  errors: readonly string[];
  empty: string;
  /** The list's items (`<li>`s). */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">{adders}</div>
      <section className="flex flex-col gap-3" aria-labelledby={id}>
        <h3 id={id} className="font-semibold text-slate-900">
          {title} ({count})
        </h3>
        <GroupErrors errors={errors} />
        {count === 0 ? (
          <p className="text-sm text-slate-600">{empty}</p>
        ) : (
          <ul className="flex flex-col gap-3">{children}</ul>
        )}
      </section>
    </div>
  );
}
