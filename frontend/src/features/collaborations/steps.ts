import type { CollaborationStep } from '@labbridge/shared-types';
import { Ban, CheckCheck, CircleCheck, CircleX, type LucideIcon, Send, Undo2 } from 'lucide-react';

/** How each step of a collaboration looks, in its history and as a card in the thread. */
export const STEP_STYLES: Record<
  CollaborationStep,
  { verb: string; icon: LucideIcon; tone: string }
> = {
  proposed: { verb: 'Proposed', icon: Send, tone: 'bg-amber-100 text-amber-900' },
  accepted: { verb: 'Accepted', icon: CircleCheck, tone: 'bg-green-100 text-green-800' },
  declined: { verb: 'Declined', icon: CircleX, tone: 'bg-red-100 text-red-800' },
  withdrawn: { verb: 'Withdrawn', icon: Undo2, tone: 'bg-slate-100 text-slate-800' },
  completed: { verb: 'Completed', icon: CheckCheck, tone: 'bg-brand-100 text-brand-800' },
  ended: { verb: 'Ended', icon: Ban, tone: 'bg-slate-100 text-slate-800' },
};
