import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
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
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dp-dialog__overlay" />
        <RadixDialog.Content
          className={cx('dp-dialog', className)}
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
