import { PAGE_READY_EVENT } from '@dreampitch/app-frame/routes';

type Field = HTMLInputElement | HTMLTextAreaElement;

const FIELDS = '#root input,#root textarea';

/**
 * A prerendered page's first-paint script, in its head: holds form submissions and button presses until the page is
 * ready (PAGE_READY_EVENT; before it, React is not listening and they would be lost, or a form would do a native GET
 * of the page), then submits the held forms and presses the held buttons again for the app to handle. Text typed
 * before then is in the fields but not in React's state (hydration keeps what is on screen): it is set again through
 * the field's own value setter and an `input` event, which React reads as a change. That is also done at every
 * keystroke until the text is handed over: React hydrates in slices and may already handle the field typed in, and
 * the re-render its change causes would put the form's state (still empty) back into the fields typed in earlier.
 * Any other render of a hydrated form does that too, so what was typed is kept as it is typed, not read back from
 * fields React may have emptied.
 */
export default function holdSubmissionsUntilReady(): void {
  const held = new Set<HTMLFormElement>();
  const pressed = new Set<HTMLButtonElement>();
  const typed = new Map<Field, string>();
  let handing = false;
  const hold = (event: Event, into: Set<Element>, element: Element) => {
    event.preventDefault();
    event.stopPropagation();
    into.add(element);
  };
  const submit = (event: Event) => hold(event, held, event.target as HTMLFormElement);
  const press = (event: Event) => {
    const button = (event.target as Partial<Element>).closest?.('button');
    if (button && button.type !== 'submit') hold(event, pressed, button);
  };
  // Every value is known before any is handed over: React re-renders the form on the first field's change and puts
  // its state (still empty) back into the fields not handed over yet. A field typed in without an `input` event
  // (some autofill) shows as a value other than its default.
  const handOver = () => {
    if (handing) return;
    handing = true;
    const values = [...document.querySelectorAll<Field>(FIELDS)]
      .filter((field) => field.type !== 'checkbox' && field.type !== 'radio')
      .map((field) => [field, typed.get(field) ?? field.value] as const)
      .filter(([field, text]) => typed.has(field) || text !== field.defaultValue);
    for (const [field, text] of values) {
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    handing = false;
  };
  // The field being typed in is handed over too (the others' changes re-render the form, emptying it), its caret
  // kept where it was.
  const typing = (event: Event) => {
    const field = event.target as Field;
    if (handing || !field.matches?.(FIELDS)) return;
    const { selectionStart, selectionEnd } = field;
    typed.set(field, field.value);
    handOver();
    if (selectionStart != null) {
      try {
        field.setSelectionRange(selectionStart, selectionEnd);
      } catch {
        // A field without a caret (an e-mail or number field in some browsers).
      }
    }
  };
  const listeners = [
    ['submit', submit],
    ['click', press],
    ['input', typing],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  // Out of the effect that announced readiness: React applies a change made inside its own work only later, and puts
  // the field's old value back first. Until then a keystroke or a press is still the script's to pass on.
  const handOverAll = () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    handOver();
    for (const form of held) if (form.isConnected) form.requestSubmit();
    for (const button of pressed) if (button.isConnected) button.click();
  };
  document.addEventListener(PAGE_READY_EVENT, () => setTimeout(handOverAll), { once: true });
}
