import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { classed } from './classed';

/** Radix Tabs: arrow keys move between tabs, the panel is linked to its tab. */
export const Tabs = TabsPrimitive.Root;

export const TabsList = classed(
  TabsPrimitive.List,
  'inline-flex max-w-full flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1',
);

const Trigger = classed(
  TabsPrimitive.Trigger,
  'inline-flex shrink-0 items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700',
  'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
);

/** A tab; `icon` draws an icon before its text, hidden from screen readers. */
export function TabsTrigger({
  icon: Icon,
  children,
  ...props
}: ComponentProps<typeof Trigger> & { icon?: LucideIcon }) {
  return (
    <Trigger {...props}>
      {Icon && <Icon className="h-4 w-4" aria-hidden="true" />}
      {children}
    </Trigger>
  );
}

export const TabsContent = classed(TabsPrimitive.Content, 'mt-4');

interface TabSectionsProps<V extends string> {
  /** Names the list of tabs for screen readers. */
  label: string;
  tabs: readonly (readonly [value: V, label: string])[];
  panels: Record<V, ReactNode>;
  value: V;
  onValueChange: (value: V) => void;
  /** Puts the panels in a frame of their own (one card for them all). */
  frame?: (panels: ReactNode) => ReactNode;
  panelClassName?: string;
}

/** A page in tabs, from the list of its tabs: their triggers, then the open tab's panel. */
export function TabSections<V extends string>({
  label,
  tabs,
  panels,
  value,
  onValueChange,
  frame = (all) => all,
  panelClassName,
}: TabSectionsProps<V>) {
  return (
    <Tabs value={value} onValueChange={(next) => onValueChange(next as V)}>
      <TabsList aria-label={label}>
        {tabs.map(([tab, text]) => (
          <TabsTrigger key={tab} value={tab}>
            {text}
          </TabsTrigger>
        ))}
      </TabsList>
      {frame(
        tabs.map(([tab]) => (
          <TabsContent key={tab} value={tab} className={panelClassName}>
            {panels[tab]}
          </TabsContent>
        )),
      )}
    </Tabs>
  );
}

/**
 * The open tab of a page in tabs, kept in the URL (`?tab=`, left out for the first tab) so that
 * each tab can be linked to and survives a reload; an unknown value opens the first tab.
 */
export function useTabParam<V extends string>(
  tabs: readonly [TabSectionsProps<V>['tabs'][number], ...TabSectionsProps<V>['tabs']],
): [tab: V, setTab: (tab: V) => void] {
  const [params, setParams] = useSearchParams();
  const [[first]] = tabs;
  const requested = params.get('tab');
  const tab = tabs.find(([value]) => value === requested)?.[0] ?? first;
  const setTab = (next: V) =>
    setParams(
      (prev) => {
        const nextParams = new URLSearchParams(prev);
        if (next === first) nextParams.delete('tab');
        else nextParams.set('tab', next);
        return nextParams;
      },
      { replace: true },
    );
  return [tab, setTab];
}
