import { type ComponentProps, createElement, type ElementType } from 'react';
import { cn } from '../lib/cn';

/**
 * A design-system piece that is only `Component` with our classes: a caller's className is added
 * after them (so it wins a conflict) and every other prop, ref included, is passed through.
 */
export function classed<C extends ElementType>(Component: C, ...classes: string[]) {
  return function Classed({ className, ...props }: ComponentProps<C> & { className?: string }) {
    return createElement(Component as ElementType, { ...props, className: cn(classes, className) });
  };
}
