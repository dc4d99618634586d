import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; a later Tailwind class overrides a conflicting earlier one. */
export const cn = (...values: ClassValue[]) => twMerge(clsx(values));
