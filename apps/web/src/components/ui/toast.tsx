import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

type ToastKind = 'success' | 'error';
/** A button in the toast (e.g. Undo); the toast closes when it is pressed. */
export type ToastAction = { label: string; onAction: () => void };
export type ToastItem = { id: number; kind: ToastKind; message: string; action?: ToastAction | undefined };

type ToastApi = {
  success: (message: string, action?: ToastAction) => void;
  error: (message: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  // Mounted with the first toast, then kept, so a closing toast can animate out.
  const [toasterMounted, setToasterMounted] = useState(false);

  const push = useCallback((kind: ToastKind, message: string, action?: ToastAction) => {
    const id = nextId.current++;
    setToasterMounted(true);
    // The same message twice in a row (e.g. a retried call) shows once.
    setToasts((current) => [...current.filter((toast) => toast.message !== message), { id, kind, message, action }]);
  }, []);
  const remove = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message, action) => push('success', message, action),
      error: (message) => push('error', message),
    }),
    [push],
  );

  return (
    <ToastContext value={api}>
      {children}
      {toasterMounted ? (
        <Suspense fallback={null}>
          <Toaster toasts={toasts} remove={remove} />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}
