import * as TabsPrimitive from '@radix-ui/react-tabs';
import { classed } from './classed';

/** Radix Tabs: arrow keys move between tabs, the panel is linked to its tab. */
export const Tabs = TabsPrimitive.Root;

export const TabsList = classed(
  TabsPrimitive.List,
  'inline-flex max-w-full flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1',
);

export const TabsTrigger = classed(
  TabsPrimitive.Trigger,
  'inline-flex shrink-0 items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700',
  'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
);

export const TabsContent = classed(TabsPrimitive.Content, 'mt-4');
