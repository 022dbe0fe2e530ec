import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useT } from '../i18n/interface.js';
import type { MessageKey } from '../i18n/interface.js';

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

export interface ToastItem extends ToastInput {
  id: number;
}

const REGION_LABEL: MessageKey = 'states.toasts.region';

type ShowToast = (toast: ToastInput) => void;

// A toast only follows something the reader did: its code loads with the first one, off the first load.
const Toast = lazy(() => import('./toast-item.js').then((module) => ({ default: module.Toast })));

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
  const t = useT();

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
      <section
        ref={regionRef}
        className="toast-region"
        aria-label={t(REGION_LABEL, { hotkey: TOAST_HOTKEY })}
        tabIndex={-1}
      >
        <ol className="toast-list" aria-live="polite" aria-atomic="false">
          <Suspense fallback={null}>
            {toasts.map((toast) => (
              <Toast key={toast.id} toast={toast} dismiss={dismiss} />
            ))}
          </Suspense>
        </ol>
      </section>
    </ToastContext.Provider>
  );
}
