import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import type { DialogViewProps } from './DialogView';
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
  /** Buttons in the footer. Wrap a button in `<DialogClose>` to close the dialog with it. */
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

type DialogViewComponent = (props: DialogViewProps) => ReactNode;

let loadedView: DialogViewComponent | null = null;
let loadingView: Promise<DialogViewComponent> | null = null;

/**
 * Loads the dialog itself (Radix with its focus trap and scroll lock, 14 KiB gzip), which a page needs only once a
 * dialog opens: a page full of "Delete" buttons does not pay for it on its first load. Triggers start it on hover
 * and focus, so it is usually there by the click. A failed load (offline) is retried on the next open.
 */
export function preloadDialog(): Promise<DialogViewComponent> {
  loadingView ??= import('./DialogView').then(
    (module) => (loadedView = module.DialogView),
    (error: unknown) => {
      loadingView = null;
      throw error;
    },
  );
  return loadingView;
}

const startPreload = () => void preloadDialog().catch(() => undefined);

const DialogCloseContext = createContext<() => void>(() => undefined);

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
}

/** A modal dialog: focus is trapped inside, Escape and the close button close it, focus returns to the trigger. */
export function Dialog({ open, defaultOpen = false, onOpenChange, trigger, ...viewProps }: DialogProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const isOpen = open ?? openState;
  // Once opened, the view stays mounted so that closing runs its exit (focus goes back to where the user was).
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  const [View, setView] = useState<DialogViewComponent | null>(() => loadedView);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [clickedTrigger, setClickedTrigger] = useState<HTMLElement | null>(null);

  const setOpen = (next: boolean) => {
    if (open === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  // Focus goes back to the trigger, or for a dialog opened from code to whatever had focus when it opened, so a
  // keyboard user continues where they were. (Layout effect: before the dialog moves focus inside itself.)
  const hasTrigger = Boolean(trigger);
  useLayoutEffect(() => {
    if (!isOpen) return;
    if (hasTrigger) returnFocusTo.current = clickedTrigger;
    else if (document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
  }, [isOpen, hasTrigger, clickedTrigger]);

  useEffect(() => {
    if (!opened || View) return;
    let live = true;
    preloadDialog().then(
      (view) => live && setView(() => view),
      () => {
        if (!live) return;
        setOpened(false);
        if (open === undefined) setOpenState(false);
        onOpenChange?.(false);
      },
    );
    return () => {
      live = false;
    };
  }, [opened, View, open, onOpenChange]);

  const triggerProps = trigger?.props as TriggerProps | undefined;
  const triggerElement =
    trigger &&
    cloneElement(trigger as ReactElement<TriggerProps>, {
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      onPointerEnter: (event) => {
        triggerProps?.onPointerEnter?.(event);
        startPreload();
      },
      onFocus: (event) => {
        triggerProps?.onFocus?.(event);
        startPreload();
      },
      onClick: (event) => {
        triggerProps?.onClick?.(event);
        if (event.defaultPrevented) return;
        setClickedTrigger(event.currentTarget);
        setOpen(true);
      },
    });

  return (
    <>
      {triggerElement}
      {opened && View && (
        <DialogCloseContext value={() => setOpen(false)}>
          <View {...viewProps} open={isOpen} onOpenChange={setOpen} returnFocusTo={returnFocusTo} />
        </DialogCloseContext>
      )}
    </>
  );
}

/** Closes the surrounding `Dialog` when its child is activated: `<DialogClose><Button>Done</Button></DialogClose>`. */
export function DialogClose({ children }: { children: ReactElement<TriggerProps> }) {
  const close = useContext(DialogCloseContext);
  return cloneElement(children, {
    onClick: (event) => {
      children.props.onClick?.(event);
      if (!event.defaultPrevented) close();
    },
  });
}
