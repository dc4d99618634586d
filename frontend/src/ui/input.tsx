import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const controlClasses = (invalid?: boolean, className?: string) =>
  cn(
    'w-full rounded-md border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500',
    'focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100',
    invalid ? 'border-red-600' : 'border-slate-300',
    className,
  );

/** A form control's props with the shared look, red-bordered while aria-invalid; `fit` sizes it. */
export const controlProps = <P extends { className?: string; 'aria-invalid'?: unknown }>(
  { className, ...props }: P,
  fit: string,
) => ({ ...props, className: controlClasses(props['aria-invalid'] === true, cn(fit, className)) });

export function Input(props: ComponentProps<'input'>) {
  return <input {...controlProps(props, 'h-10')} />;
}
