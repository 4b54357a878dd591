import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import type { ToastItem } from './toast.tsx';

const DURATION_MS = 5000;

/** The toasts on screen, loaded with the first one (toast.tsx), so pages start without this code. */
export function Toaster({ toasts, remove }: { toasts: ToastItem[]; remove: (id: number) => void }) {
  return (
    <ToastPrimitive.Provider duration={DURATION_MS} label="Notification">
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          // Errors interrupt the screen reader; successes wait their turn.
          type={toast.kind === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) remove(toast.id);
          }}
          className={cn(
            'flex w-full animate-toast-in items-start gap-3 rounded-xl border bg-white p-4 shadow-lg',
            toast.kind === 'error' ? 'border-red-200' : 'border-brand-200',
          )}
        >
          {toast.kind === 'error' ? (
            <CircleAlert className="mt-0.5 size-5 text-red-700" aria-hidden="true" />
          ) : (
            <CircleCheck className="mt-0.5 size-5 text-brand-700" aria-hidden="true" />
          )}
          <ToastPrimitive.Description className="flex-1 text-slate-800 text-sm">
            {toast.message}
          </ToastPrimitive.Description>
          {toast.action ? (
            <ToastPrimitive.Action
              altText={toast.action.label}
              onClick={toast.action.onAction}
              className="-my-1 rounded-md px-2 py-1 font-medium text-brand-800 text-sm hover:bg-brand-50"
            >
              {toast.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            className="-m-1 inline-flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            aria-label="Dismiss notification"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
