import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { IconX } from '@tabler/icons-react';
import { useT } from '../i18n/interface.js';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastItem } from './toast.js';

/** One toast: it leaves after TOAST_DURATION_MS (paused while hovered, focused or dragged), or when swiped right or closed. */
export function Toast({ toast, dismiss }: { toast: ToastItem; dismiss: (id: number) => void }) {
  const t = useT();
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
      <button type="button" className="toast-close" aria-label={t('states.toasts.close')} onClick={onDismiss}>
        <IconX size={16} aria-hidden="true" />
      </button>
    </li>
  );
}
