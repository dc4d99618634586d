import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { controlClasses } from './input';

/** A native select: keyboard and screen-reader support come for free. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  ({ className, ...props }, ref) => (
    <select
      ref={ref}
      className={controlClasses(props['aria-invalid'] === true, cn('h-10 pr-8', className))}
      {...props}
    />
  ),
);
Select.displayName = 'Select';
