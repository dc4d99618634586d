import type { LucideIcon } from 'lucide-react';
import { BarChart3, FileText, FlaskConical, LayoutDashboard, MessageSquare } from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Which live count, if any, the item shows as a badge. */
  badge?: 'unreadMessages' | 'pendingDocuments';
}

/** The left navigation of the signed-in shell (spec §2), in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/', icon: LayoutDashboard },
  { label: 'Research Projects', to: '/projects', icon: FlaskConical },
  { label: 'Messages', to: '/messages', icon: MessageSquare, badge: 'unreadMessages' },
  { label: 'Legal Documents', to: '/documents', icon: FileText, badge: 'pendingDocuments' },
  { label: 'Analytics', to: '/analytics', icon: BarChart3 },
];
