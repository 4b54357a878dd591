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
export type ToastItem = { id: number; kind: ToastKind; message: string };

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

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  // Mounted with the first toast, then kept, so a closing toast can animate out.
  const [toasterMounted, setToasterMounted] = useState(false);

  const push = useCallback((kind: ToastKind, message: string) => {
    const id = nextId.current++;
    setToasterMounted(true);
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
      {children}
      {toasterMounted ? (
        <Suspense fallback={null}>
          <Toaster toasts={toasts} remove={remove} />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}
