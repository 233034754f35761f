import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { cx } from './classNames';
import './Dialog.css';

export interface DialogProps {
  /** Controlled open state; omit both `open` and `onOpenChange` to let `trigger` drive it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element (e.g. `<Button>`) that opens the dialog when activated. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons in the footer. Wrap a button in `<DialogClose asChild>` to close the dialog with it. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Accessible name of the corner close button. Defaults to 'Close'. */
  closeLabel?: string;
  hideCloseButton?: boolean;
  /** Decorative icon/emoji above the title (hidden from assistive tech). */
  icon?: ReactNode;
  className?: string;
  /** 'alertdialog' for a question the user must answer (a confirmation). Defaults to 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** What takes focus when the dialog opens (e.g. the safe choice of a confirmation); defaults to the first control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** A modal dialog: focus is trapped inside, Escape and the close button close it, focus returns to the trigger. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  actions,
  children,
  closeLabel = 'Close',
  hideCloseButton = false,
  icon,
  className,
  role = 'dialog',
  initialFocusRef,
}: DialogProps) {
  // Radix returns focus to its own trigger only; a dialog opened from code (no `trigger`) returns it to whatever had
  // focus when it opened, so a keyboard user continues where they were.
  const focusBeforeOpen = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && !trigger && document.activeElement instanceof HTMLElement) {
      focusBeforeOpen.current = document.activeElement;
    }
  }, [open, trigger]);

  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dp-dialog__overlay" />
        <RadixDialog.Content
          className={cx('dp-dialog', className)}
          role={role}
          onOpenAutoFocus={(event) => {
            if (!initialFocusRef?.current) return;
            event.preventDefault();
            initialFocusRef.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            const previous = focusBeforeOpen.current;
            if (trigger || !previous?.isConnected) return;
            event.preventDefault();
            previous.focus();
          }}
          // Radix warns when no description is linked; an explicit undefined says "none on purpose".
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {icon && (
            <div className="dp-dialog__icon" aria-hidden="true">
              {icon}
            </div>
          )}
          <RadixDialog.Title className="dp-dialog__title">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="dp-dialog__description">
              {description}
            </RadixDialog.Description>
          )}
          {children && <div className="dp-dialog__body">{children}</div>}
          {actions && <div className="dp-dialog__actions">{actions}</div>}
          {!hideCloseButton && (
            <RadixDialog.Close className="dp-dialog__close" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding `Dialog` when its child is activated: `<DialogClose asChild><Button>Done</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close;
