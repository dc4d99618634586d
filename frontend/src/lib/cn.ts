import { type ClassValue, clsx } from 'clsx';

/** Joins class names, skipping falsy ones. */
export const cn = (...values: ClassValue[]) => clsx(values);
