import * as RadixDialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { cx } from './classNames';
import type { DialogProps } from './Dialog';

export interface DialogViewProps extends Omit<DialogProps, 'trigger' | 'defaultOpen'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the dialog closes: its trigger, or what had focus when it opened. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The Radix dialog behind `Dialog`, in its own chunk: see Dialog.tsx. */
export function DialogView({
  open,
  onOpenChange,
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
  returnFocusTo,
}: DialogViewProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
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
            event.preventDefault();
            const previous = returnFocusTo.current;
            if (previous?.isConnected) previous.focus();
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
