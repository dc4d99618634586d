import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentPropsWithoutRef, type FormEvent, type ReactNode, useState } from 'react';
import { cn } from '../lib/cn';
import { Button, type ButtonVariant } from './button';
import { classed } from './classed';

/** Radix Dialog: focus is trapped inside, Escape closes, focus returns to the trigger. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  /** 'center' (default) or 'left' for a slide-in drawer such as the mobile navigation. */
  side?: 'center' | 'left';
}

export function DialogContent({
  className,
  children,
  side = 'center',
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col gap-4 bg-white p-6 shadow-xl focus:outline-none',
          side === 'center' &&
            'top-1/2 left-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl',
          side === 'left' && 'inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
          aria-label="Close"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogHeader = classed('div', 'flex flex-col gap-1.5 pr-8');

export const DialogFooter = classed(
  'div',
  'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
);

export const DialogTitle = classed(DialogPrimitive.Title, 'text-lg font-semibold text-slate-900');

export const DialogDescription = classed(DialogPrimitive.Description, 'text-sm text-slate-600');

interface DialogFrameProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog; none when state opens it. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** The actions row (Cancel, the main button), under the body. */
  footer?: ReactNode;
  /** Makes header, body and footer one form, so Enter and a submit button send it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The form leaves checking to its own code (messages beside the fields). */
  noValidate?: boolean;
  className?: string;
  children?: ReactNode;
}

/** The frame most dialogs share: trigger, title and description, body, actions, optionally a form. */
export function DialogFrame({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  footer,
  onSubmit,
  noValidate,
  className,
  children,
}: DialogFrameProps) {
  const body = (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description && <DialogDescription>{description}</DialogDescription>}
      </DialogHeader>
      {children}
      {footer && <DialogFooter>{footer}</DialogFooter>}
    </>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className={className}>
        {onSubmit ? (
          <form onSubmit={onSubmit} noValidate={noValidate} className="flex flex-col gap-4">
            {body}
          </form>
        ) : (
          body
        )}
      </DialogContent>
    </Dialog>
  );
}

interface DialogActionsProps {
  /** The main button's text, and what it says while the action runs. */
  label: string;
  busyLabel?: string;
  busy: boolean;
  /** Keeps the main button off while the form cannot be sent yet. */
  disabled?: boolean;
  variant?: ButtonVariant;
  /** Without it the main button submits the dialog's form. */
  onConfirm?: () => void;
  cancelLabel?: string;
  onCancel: () => void;
}

/** A dialog's usual actions row: Cancel, then the main button, off while its action runs. */
export function DialogActions({
  label,
  busyLabel = 'Saving...',
  busy,
  disabled,
  variant,
  onConfirm,
  cancelLabel = 'Cancel',
  onCancel,
}: DialogActionsProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={variant}
        disabled={disabled || busy}
        onClick={onConfirm}
      >
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}

interface ActionDialogProps
  extends Omit<DialogFrameProps, 'open' | 'onOpenChange' | 'footer' | 'onSubmit'> {
  /** Given, the caller holds the open state (to close the dialog from elsewhere); else the dialog does. */
  open?: boolean;
  /** Told each time the dialog opens or closes, Cancel included, e.g. to forget what was typed. */
  onOpenChange?: (open: boolean) => void;
  /** The actions row's main button; its Cancel closes the dialog. */
  action: Omit<DialogActionsProps, 'onCancel' | 'onConfirm'>;
  /** Runs the action when the dialog is sent; `close` is for once it went through. */
  onAction: (close: () => void) => void;
}

/**
 * A dialog that asks before one action: its frame is a form that the main button (or Enter in a
 * field) sends, beside a Cancel that closes it.
 */
export function ActionDialog({
  open,
  onOpenChange,
  action,
  onAction,
  ...frame
}: ActionDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const change = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const close = () => change(false);
  return (
    <DialogFrame
      {...frame}
      open={open ?? ownOpen}
      onOpenChange={change}
      onSubmit={(event) => {
        event.preventDefault();
        onAction(close);
      }}
      footer={<DialogActions {...action} onCancel={close} />}
    />
  );
}
