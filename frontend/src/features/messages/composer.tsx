import { SendHorizontal } from 'lucide-react';
import { forwardRef, type KeyboardEvent } from 'react';
import { Button } from '../../ui/button';
import { MessageLength, messageLength, refuseTooLong } from './message-length';

interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the text to send; blank text never gets here (spec §5). */
  onSend: (content: string) => void;
  partnerName: string;
  disabled?: boolean;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line, blank text sends nothing, and
 * text past the length limit is refused with the reason, never cut.
 */
export const Composer = forwardRef<HTMLTextAreaElement, ComposerProps>(
  ({ value, onChange, onSend, partnerName, disabled = false }, ref) => {
    const blank = value.trim().length === 0;
    const { over } = messageLength(value);

    const submit = () => {
      if (disabled || blank || refuseTooLong(value)) return;
      onSend(value.trim());
    };

    const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
      // While an input method composes (e.g. Japanese), Enter confirms the word, not the message.
      if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
      event.preventDefault();
      submit();
    };

    return (
      <form
        className="flex items-end gap-2 border-t border-slate-200 bg-white p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="message-composer" className="sr-only">
          Message to {partnerName}
        </label>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <textarea
            ref={ref}
            id="message-composer"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            rows={2}
            disabled={disabled}
            aria-invalid={over || undefined}
            aria-describedby="message-composer-length"
            placeholder="Type a message… (Enter to send, Shift+Enter for a new line)"
            className="max-h-40 min-h-10 resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-50 aria-invalid:border-red-600"
          />
          <MessageLength text={value} id="message-composer-length" />
        </div>
        <Button type="submit" size="icon" aria-label="Send message" disabled={disabled || blank}>
          <SendHorizontal className="h-5 w-5" aria-hidden="true" />
        </Button>
      </form>
    );
  },
);
Composer.displayName = 'Composer';
