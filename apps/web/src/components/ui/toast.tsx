import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';

type ToastKind = 'success' | 'error';
type ToastItem = { id: number; kind: ToastKind; message: string };

type ToastApi = {
  success: (message: string) => void;
  error: (message: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const DURATION_MS = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const push = useCallback((kind: ToastKind, message: string) => {
    const id = nextId.current++;
    // The same message twice in a row (e.g. a retried call) shows once.
    setToasts((current) => [...current.filter((toast) => toast.message !== message), { id, kind, message }]);
  }, []);
  const remove = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const api = useMemo<ToastApi>(
    () => ({ success: (message) => push('success', message), error: (message) => push('error', message) }),
    [push],
  );

  return (
    <ToastContext value={api}>
      <ToastPrimitive.Provider duration={DURATION_MS} label="Notification">
        {children}
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
    </ToastContext>
  );
}
