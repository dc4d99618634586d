import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { Button, type ButtonProps } from '../../ui/button';
import { ActionDialog } from '../../ui/dialog';
import { Label } from '../../ui/label';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/toast';
import { MessageLength, messageLength, refuseTooLong } from './message-length';
import {
  newClientMessageId,
  postMessage,
  refreshConversationCounts,
  SEND_FAILED_TEXT,
} from './sync';

export interface SendMessageDialogProps {
  /** The project's owner. */
  receiverId: string;
  receiverName: string;
  projectId: number;
  projectTitle: string;
  /** The trigger button's look; 'Send Message' with an icon either way. */
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * The project page's Send Message button and dialog (spec §2, §5, §8): writes to the owner
 * about this project. A retry after a failure reuses the same clientMessageId, so a message
 * whose answer was lost is never stored twice.
 */
export function SendMessageDialog({
  receiverId,
  receiverName,
  projectId,
  projectTitle,
  variant = 'primary',
  className,
}: SendMessageDialogProps) {
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [clientMessageId, setClientMessageId] = useState(newClientMessageId);
  const [sending, setSending] = useState(false);

  const onContentChange = (value: string) => {
    setContent(value);
    // Different text is a different message: it must not be taken for a retry of the last one.
    setClientMessageId(newClientMessageId());
  };

  const send = async (close: () => void) => {
    if (!content.trim()) {
      toast({ title: 'Message Required', description: 'Please enter a message before sending.' });
      return;
    }
    if (refuseTooLong(content)) return;
    setSending(true);
    try {
      await postMessage({ receiverId, content: content.trim(), projectId, clientMessageId });
      toast({ title: 'Message Sent', description: `Your message was sent to ${receiverName}.` });
      refreshConversationCounts(queryClient);
      close();
      setContent('');
      setClientMessageId(newClientMessageId());
    } catch (err) {
      // The server's reason (no such user, too many messages…) beats a generic retry hint.
      toast({
        title: 'Failed to Send',
        description: errorText(err, SEND_FAILED_TEXT),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <ActionDialog
      trigger={
        <Button variant={variant} className={className} icon={MessageSquare}>
          Send Message
        </Button>
      }
      title={`Send Message to ${receiverName}`}
      description={`About: ${projectTitle}`}
      action={{ label: 'Send Message', busyLabel: 'Sending...', busy: sending }}
      onAction={(close) => void send(close)}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="project-message">Message</Label>
        <Textarea
          id="project-message"
          value={content}
          onChange={(event) => onContentChange(event.target.value)}
          aria-invalid={messageLength(content).over || undefined}
          aria-describedby="project-message-length"
          rows={5}
          placeholder={`Introduce yourself and what interests you about ${projectTitle}…`}
        />
        <MessageLength text={content} id="project-message-length" />
      </div>
    </ActionDialog>
  );
}
