import { errorMessage, MESSAGES } from '@dreampitch/domain';
import { Button, Dialog, ErrorMessage } from '@dreampitch/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

export interface FormDialogProps {
  /** Cancel, Escape, the close button, or a successful save. The caller mounts the dialog only while it is open. */
  onClose(): void;
  title: string;
  submitLabel: string;
  /** Checks the fields and saves; resolves false when the fields show what to fix, rejects when the save failed. */
  onSubmit(): Promise<boolean>;
  children: ReactNode;
}

/**
 * A small form in a modal dialog. It closes only after a successful save; a failed save is shown inside it, so
 * nothing the player typed is lost.
 */
export function FormDialog({ onClose, title, submitLabel, onSubmit, children }: FormDialogProps) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (await onSubmit()) onClose();
    } catch (caught) {
      setError(errorMessage(caught, MESSAGES.genericError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        // While the save runs, closing would hide its outcome.
        if (!next && !busy) onClose();
      }}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="tracker-form-dialog" onSubmit={submit} noValidate>
        {children}
        {error && <ErrorMessage>{error}</ErrorMessage>}
      </form>
    </Dialog>
  );
}
