import { useToasts } from '@dreampitch/session';
import './toast-area.css';

/** The top-right toast region any app can post to through `useToast()`. */
export function ToastArea() {
  const { toasts, dismiss } = useToasts();
  return (
    <div className="dp-toast-area" role="region" aria-label="Notifications">
      <ul aria-live="polite" aria-atomic="false">
        {toasts.map((toast) => (
          <li
            key={toast.id}
            className={`dp-toast dp-toast--${toast.kind}`}
            role={toast.kind === 'error' ? 'alert' : 'status'}
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
          </li>
        ))}
      </ul>
    </div>
  );
}
