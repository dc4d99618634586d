import { API, type Notification } from '@labbridge/shared-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { callApi } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { timeAgo } from '../../lib/format';
import { CountBadge } from '../../ui/badge';
import { Button } from '../../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { Spinner } from '../../ui/spinner';
import { useBellMenu } from './alerts';
import { NOTIFICATIONS_KEY, useNotifications } from './queries';

const SHOWN = 8;

export function NotificationMenu() {
  const { data, isPending, isError } = useNotifications();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setMenuOpen = useBellMenu((s) => s.setOpen);
  useEffect(() => () => setMenuOpen(false), [setMenuOpen]);
  const markRead = useMutation({
    mutationFn: (id: number) => callApi(API.notifications.read, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
  const markAllRead = useMutation({
    mutationFn: () => callApi(API.notifications.readAll),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
  const unread = isError ? 0 : (data?.unreadCount ?? 0);
  const items = data?.notifications.slice(0, SHOWN) ?? [];

  const open = (n: Notification) => {
    if (!n.isRead) markRead.mutate(n.id);
    if (n.actionUrl?.startsWith('/')) navigate(n.actionUrl);
  };

  return (
    <DropdownMenu onOpenChange={setMenuOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <Bell className="h-5 w-5" aria-hidden="true" />
          {unread > 0 && (
            <span className="absolute -top-0.5 -right-0.5">
              <CountBadge count={unread} label="unread notifications" one="unread notification" />
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-80 max-w-[calc(100vw-1rem)]">
        <div className="flex items-center justify-between gap-2 pr-1">
          <DropdownMenuLabel>Notifications</DropdownMenuLabel>
          {unread > 0 && (
            <DropdownMenuItem
              className="text-xs font-medium text-brand-700"
              disabled={markAllRead.isPending}
              onSelect={(event) => {
                // Keep the menu open so the list visibly turns read.
                event.preventDefault();
                markAllRead.mutate();
              }}
            >
              Mark all as read
            </DropdownMenuItem>
          )}
        </div>
        <DropdownMenuSeparator />
        {isPending && (
          <div className="flex justify-center p-4">
            <Spinner />
          </div>
        )}
        {isError && (
          <p className="px-2.5 py-4 text-center text-sm text-slate-600">
            Notifications could not be loaded.
          </p>
        )}
        {!isPending && !isError && items.length === 0 && (
          <p className="px-2.5 py-4 text-center text-sm text-slate-600">No notifications yet</p>
        )}
        {items.map((n) => (
          <DropdownMenuItem
            key={n.id}
            onSelect={() => open(n)}
            className="flex-col items-start gap-0.5"
          >
            <span className="flex w-full items-center gap-2">
              {!n.isRead && (
                <span className="h-2 w-2 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
              )}
              <span className={cn('flex-1 text-sm', !n.isRead && 'font-semibold')}>
                {n.title}
                {!n.isRead && <span className="sr-only"> (unread)</span>}
              </span>
            </span>
            <span className="line-clamp-2 text-xs text-slate-600">{n.message}</span>
            <span className="text-xs text-slate-500">{timeAgo(n.createdAt)}</span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
