import { errorMessage, MESSAGES } from '@dreampitch/domain';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { ErrorMessage } from './ErrorMessage';

export interface ConfirmDialogProps {
  /** The button that asks (e.g. `<Button variant="danger">Remove</Button>`); omit it and pass `open`/`onOpenChange` to ask from code. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The question, naming the thing: "Remove the link with Sam?" */
  title: ReactNode;
  /** What will happen, said plainly, including whether it can be undone: "Sam's goals stay theirs. This cannot be undone." */
  consequence: ReactNode;
  /** The verb of the action, never "OK" or "Yes": "Remove link". */
  confirmLabel: string;
  /** Shown on the confirm button while `onConfirm` runs, e.g. "Removing...". */
  confirmingLabel?: string;
  /** The safe choice, focused first. Defaults to "Cancel". */
  cancelLabel?: string;
  /** 'danger' for what deletes or cannot be undone (the default); 'primary' for a final but harmless step. */
  tone?: 'danger' | 'primary';
  /**
   * Does the action. The dialog closes when it resolves; when it rejects the dialog stays open and shows the error's
   * message inside it, so the caller must not also toast that failure (one message per event).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Shown when the rejection carries no message of its own. Defaults to the catalogue's generic error. */
  errorFallback?: string;
}

/**
 * Asks before a destructive or final action: a modal alert dialog with the consequence in plain words, the safe choice
 * focused first, Escape to cancel, and focus returned to where the user was.
 */
export function ConfirmDialog({
  trigger,
  open: openProp,
  onOpenChange,
  title,
  consequence,
  confirmLabel,
  confirmingLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  errorFallback = MESSAGES.genericError,
}: ConfirmDialogProps) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const setOpen = (next: boolean) => {
    // While the action runs, closing would hide its outcome: the user waits for it.
    if (busy) return;
    setError(null);
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setError(errorMessage(caught, errorFallback));
      setBusy(false);
      return;
    }
    setBusy(false);
    if (openProp === undefined) setOpenState(false);
    onOpenChange?.(false);
  };

  return (
    <Dialog
      role="alertdialog"
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={consequence}
      initialFocusRef={cancelRef}
      hideCloseButton
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={busy} onClick={confirm}>
            {busy && confirmingLabel ? confirmingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </Dialog>
  );
}
