import type { ComponentProps } from 'react';
import { controlProps } from './input';

export function Textarea({ rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} {...controlProps(props, 'py-2')} />;
}
