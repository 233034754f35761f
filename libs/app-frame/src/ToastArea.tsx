import { useToasts } from '@dreampitch/session';
import './toast-area.css';

/** The top-right toast region any app can post to through `useToast()`. */
export function ToastArea() {
  const { toasts, dismiss } = useToasts();
  return (
    <div className="dp-toast-area" role="region" aria-label="Notifications">
      <div className="dp-toast-list" aria-live="polite">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`dp-toast dp-toast--${toast.kind}`}
            role={toast.kind === 'error' ? 'alert' : undefined}
          >
            <span>{toast.message}</span>
            <button
              type="button"
              className="dp-toast__close"
              onClick={() => dismiss(toast.id)}
              aria-label="Dismiss notification"
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
