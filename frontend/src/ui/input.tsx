import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export const controlClasses = (invalid?: boolean, className?: string) =>
  cn(
    'w-full rounded-md border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500',
    'focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100',
    invalid ? 'border-red-600' : 'border-slate-300',
    className,
  );

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  ({ className, ...props }, ref) => (
    <input
      ref={ref}
      className={controlClasses(props['aria-invalid'] === true, cn('h-10', className))}
      {...props}
    />
  ),
);
Input.displayName = 'Input';
