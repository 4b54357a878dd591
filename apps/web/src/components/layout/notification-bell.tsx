import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@verdant/shared/format';
import {
  type MarkReadRequest,
  type NotificationList,
  notificationListResponse,
} from '@verdant/shared/schemas/notifications';
import { Bell, CheckCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiFetch } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { bellClasses } from './notification-bell-placeholder.tsx';

// The header's notification centre (issue 17): unread count on the bell, the newest notifications in a popover.
// Polled lightly: every 60 s while the page is open, and when the window gets focus again.

const notificationsKey = ['notifications'] as const;

async function fetchNotifications(): Promise<NotificationList> {
  return notificationListResponse.parse(await apiFetch('/api/notifications?limit=15'));
}

function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadRequest) => apiFetch('/api/notifications/read', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const query = useQuery({
    queryKey: notificationsKey,
    queryFn: fetchNotifications,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
  const markRead = useMarkRead();
  const unread = query.data?.unread_count ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void query.refetch();
      }}
    >
      <Popover.Trigger className={bellClasses} aria-label={label} title={label}>
        <Bell className="size-5" aria-hidden="true" />
        <span
          data-testid="notification-count"
          aria-hidden="true"
          className={
            unread > 0
              ? 'absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 font-semibold text-[11px] text-white ring-2 ring-white'
              : 'sr-only'
          }
        >
          {unread > 99 ? '99+' : unread}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 flex max-h-[min(32rem,calc(100vh-5rem))] w-[min(24rem,calc(100vw-1rem))] animate-fade-in flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 border-slate-100 border-b px-4 py-3">
            <h2 className="font-semibold text-slate-900 text-sm">Notifications</h2>
            <button
              type="button"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-brand-700 text-xs hover:bg-brand-50 disabled:cursor-default disabled:text-slate-400 disabled:hover:bg-transparent"
            >
              <CheckCheck className="size-3.5" aria-hidden="true" />
              Mark all read
            </button>
          </div>
          <NotificationItems
            list={query.data}
            failed={query.isError}
            onOpenItem={(id, read) => {
              if (!read) markRead.mutate({ ids: [id] });
              setOpen(false);
            }}
            onMarkRead={(id) => markRead.mutate({ ids: [id] })}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationItems({
  list,
  failed,
  onOpenItem,
  onMarkRead,
}: {
  list: NotificationList | undefined;
  failed: boolean;
  onOpenItem: (id: number, read: boolean) => void;
  onMarkRead: (id: number) => void;
}) {
  if (!list) {
    return (
      <p role="status" className="px-4 py-6 text-center text-slate-600 text-sm">
        {failed ? 'Could not load notifications.' : 'Loading…'}
      </p>
    );
  }
  if (list.notifications.length === 0) {
    return <p className="px-4 py-8 text-center text-slate-600 text-sm">No notifications yet.</p>;
  }
  return (
    <ul className="overflow-y-auto" aria-label="Notifications">
      {list.notifications.map((item) => {
        const body = (
          <>
            <span className="flex items-start gap-2">
              <span
                aria-hidden="true"
                className={cn('mt-1.5 size-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-brand-600')}
              />
              <span className="min-w-0">
                <span className={cn('block text-sm', item.read ? 'text-slate-700' : 'font-semibold text-slate-900')}>
                  {item.title}
                  {item.read ? null : <span className="sr-only"> (unread)</span>}
                </span>
                <span className="mt-0.5 block text-slate-600 text-xs leading-relaxed">{item.body}</span>
                <span className="mt-1 block text-slate-500 text-xs">{formatDate(item.created_at)}</span>
              </span>
            </span>
          </>
        );
        return (
          <li key={item.id} className="group relative border-slate-100 border-b last:border-b-0">
            {item.link ? (
              <Link
                to={item.link}
                onClick={() => onOpenItem(item.id, item.read)}
                className="block px-4 py-3 pr-10 hover:bg-sage-50 focus-visible:bg-sage-50"
              >
                {body}
              </Link>
            ) : (
              <div className="px-4 py-3 pr-10">{body}</div>
            )}
            {item.read ? null : (
              <button
                type="button"
                onClick={() => onMarkRead(item.id)}
                aria-label={`Mark "${item.title}" read`}
                title="Mark read"
                className="absolute top-2.5 right-2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <CheckCheck className="size-4" aria-hidden="true" />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
