import { TOAST_POLICY } from '@labbridge/shared-types';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useToastStore } from './toast';

/** The toast and its viewport; ui/toast.tsx loads this with the first toast. */
export default function ToastViewport() {
  const current = useToastStore((s) => s.current);
  const placement = useToastStore((s) => s.placement);
  const dismiss = useToastStore((s) => s.dismiss);
  const destructive = current?.variant === 'destructive';
  return (
    <ToastPrimitive.Provider
      duration={TOAST_POLICY.durationMs}
      swipeDirection={TOAST_POLICY.swipeDirection}
      swipeThreshold={TOAST_POLICY.swipeThresholdPx}
      label={TOAST_POLICY.label}
    >
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          open={current.open}
          duration={current.durationMs}
          type={destructive ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(current.id);
          }}
          onSwipeEnd={current.onUserDismiss}
          onEscapeKeyDown={current.onUserDismiss}
          className={cn(
            'toast-root relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            destructive
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="flex flex-col gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {current.title}
            </ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description
                className={cn('text-sm', destructive ? 'text-red-50' : 'text-slate-700')}
              >
                {current.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            onClick={current.onUserDismiss}
            aria-label="Close"
            className={cn(
              'absolute top-2 right-2 rounded-md p-1',
              destructive ? 'text-white hover:bg-red-800' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        hotkey={[...TOAST_POLICY.hotkey]}
        className={cn(
          'fixed right-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none',
          placement === 'top-right' ? 'top-16' : 'bottom-0',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
