// One polite live region for every toast (screen readers hear each once, without interrupting),
// plus a visible stack. A toast stays until dismissed or for `toastMs`, whichever comes first.
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'success' | 'problem';
}

type Notify = (text: string, tone?: Toast['tone']) => void;

const toastMs = 8_000;
const maxToasts = 4;
const ToastContext = createContext<Notify>(() => undefined);

export function useToast(): Notify {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const notify = useCallback<Notify>(
    (text, tone = 'info') => {
      const id = nextId.current++;
      setToasts((current) => [...current.slice(-(maxToasts - 1)), { id, text, tone }]);
      setTimeout(() => dismiss(id), toastMs);
    },
    [dismiss],
  );
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <section className="toasts" aria-label={intl.formatMessage({ id: 'shell.toasts.label' })}>
        <div role="status" aria-live="polite" aria-atomic="false">
          {toasts.map((toast) => (
            <div key={toast.id} className={`toast toast-${toast.tone}`}>
              <span>{toast.text}</span>
              <button
                type="button"
                className="toast-dismiss"
                aria-label={intl.formatMessage({ id: 'shell.toasts.dismiss' })}
                onClick={() => dismiss(toast.id)}
              >
                ×
              </button>
            </div>
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
