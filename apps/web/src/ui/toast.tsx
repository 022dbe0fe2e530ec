import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { IconX } from '@tabler/icons-react';

/** docs/product.md: one toast at a time, 5 s on screen, swipe right 50 px to dismiss, F8 to reach them. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ToastItem extends ToastInput {
  id: number;
}

type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const show = useCallback<ShowToast>((toast) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...toast, id }].slice(-TOAST_LIMIT));
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section ref={regionRef} className="toast-region" aria-label={`Notifications (${TOAST_HOTKEY})`} tabIndex={-1}>
        <ol className="toast-list" aria-live="polite" aria-atomic="false">
          {toasts.map((toast) => (
            <Toast key={toast.id} toast={toast} dismiss={dismiss} />
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}

function Toast({ toast, dismiss }: { toast: ToastItem; dismiss: (id: number) => void }) {
  const onDismiss = useCallback(() => dismiss(toast.id), [dismiss, toast.id]);
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const remaining = useRef(TOAST_DURATION_MS);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, onDismiss]);

  const handlers = useMemo(
    () => ({
      onPointerDown: (event: PointerEvent<HTMLLIElement>) => {
        if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
        start.current = event.clientX;
        event.currentTarget.setPointerCapture(event.pointerId);
        setPaused(true);
      },
      onPointerMove: (event: PointerEvent<HTMLLIElement>) => {
        if (start.current === null) return;
        setOffset(Math.max(0, event.clientX - start.current));
      },
      onPointerUp: (event: PointerEvent<HTMLLIElement>) => {
        if (start.current === null) return;
        const distance = event.clientX - start.current;
        start.current = null;
        if (distance > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
        else {
          setOffset(0);
          setPaused(false);
        }
      },
    }),
    [onDismiss],
  );

  return (
    <li
      className="toast"
      data-variant={toast.variant ?? 'default'}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => start.current === null && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
        setPaused(false);
      }}
      {...handlers}
    >
      <div className="toast-body" role={toast.variant === 'destructive' ? 'alert' : 'status'} aria-atomic="true">
        <p className="toast-title">{toast.title}</p>
        {toast.description ? <p className="toast-description">{toast.description}</p> : null}
      </div>
      <button type="button" className="toast-close" aria-label="Close notification" onClick={onDismiss}>
        <IconX size={16} aria-hidden="true" />
      </button>
    </li>
  );
}
