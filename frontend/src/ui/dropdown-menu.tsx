import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '../lib/cn';
import { classed } from './classed';

/** Radix DropdownMenu: opens with Enter/Space/arrows, arrow keys move, Escape closes. */
export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentPropsWithoutRef<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-48 overflow-hidden rounded-lg border border-slate-200 bg-white p-1 shadow-lg',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export const DropdownMenuItem = classed(
  MenuPrimitive.Item,
  'flex items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 outline-none select-none',
  'data-[highlighted]:bg-slate-100 data-[disabled]:pointer-events-none data-[disabled]:opacity-60',
);

export const DropdownMenuLabel = classed(
  MenuPrimitive.Label,
  'px-2.5 py-2 text-sm font-semibold text-slate-900',
);

export const DropdownMenuSeparator = classed(MenuPrimitive.Separator, 'my-1 h-px bg-slate-200');
