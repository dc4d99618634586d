/**
 * Transient feedback (spec §4, §9): one toast at a time, a new one replaces the previous;
 * 5 s, swipe right to dismiss, F8 focuses the area, announced as 'Notification'.
 */

import { lazy, Suspense, useEffect, useState } from 'react';
import { create } from 'zustand';
import { loadChunk } from '../lib/load-chunk';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Overrides the 5 s default (e.g. alert toasts from notifications). */
  durationMs?: number;
  /** Called when the user closes the toast (button, swipe or Escape), not when it times out. */
  onUserDismiss?: () => void;
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** Where toasts appear: bottom right, or top right under the top bar (pages busy at the bottom). */
export type ToastPlacement = 'bottom-right' | 'top-right';

interface ToastState {
  current: ToastItem | null;
  placement: ToastPlacement;
  show: (input: ToastInput) => number;
  dismiss: (id?: number) => void;
}

let nextId = 0;

export const useToastStore = create<ToastState>((set, get) => ({
  current: null,
  placement: 'bottom-right',
  show: (input) => {
    nextId += 1;
    set({ current: { ...input, id: nextId, open: true } });
    return nextId;
  },
  dismiss: (id) => {
    const { current } = get();
    if (!current || (id !== undefined && current.id !== id) || !current.open) return;
    set({ current: { ...current, open: false } });
  },
}));

/** Shows a toast, replacing any other; returns its id for `dismissToast`. */
export const toast = (input: ToastInput) => useToastStore.getState().show(input);
export const dismissToast = (id?: number) => useToastStore.getState().dismiss(id);

/** Moves the toasts while the calling page is mounted, e.g. off a composer at the bottom. */
export function useToastPlacement(placement: ToastPlacement) {
  useEffect(() => {
    useToastStore.setState({ placement });
    return () => useToastStore.setState({ placement: 'bottom-right' });
  }, [placement]);
}

export function useToast() {
  return { toast, dismiss: dismissToast };
}

const ToastViewport = lazy(() => loadChunk(() => import('./toast-viewport')));

/**
 * Mounted once at the app root. The toast UI (Radix) loads with the first toast, so pages that
 * never show one never download it; once loaded it stays.
 */
export function Toaster() {
  const showing = useToastStore((s) => s.current !== null);
  const [needed, setNeeded] = useState(showing);
  useEffect(() => {
    if (showing) setNeeded(true);
  }, [showing]);
  if (!needed && !showing) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
