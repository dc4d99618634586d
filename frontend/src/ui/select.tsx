import type { ComponentProps } from 'react';
import { controlProps } from './input';

/** A native select: keyboard and screen-reader support come for free. */
export function Select(props: ComponentProps<'select'>) {
  return <select {...controlProps(props, 'h-10 pr-8')} />;
}
