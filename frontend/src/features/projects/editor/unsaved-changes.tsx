import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button } from '../../../ui/button';
import { DialogFrame } from '../../../ui/dialog';

/**
 * Asks before an in-app navigation or a tab close drops unsaved edits. `allowLeave` lets a
 * successful save navigate away at once, before the next render clears `dirty`.
 */
export function UnsavedChangesGuard({
  dirty,
  allowLeave,
  description = 'Your changes to this listing have not been saved and will be lost.',
}: {
  dirty: boolean;
  allowLeave: RefObject<boolean>;
  description?: string;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowLeave.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, allowLeave]);

  return (
    <DialogFrame
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Leave without saving?"
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            Stay on this page
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </>
      }
    />
  );
}
