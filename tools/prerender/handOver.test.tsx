import { afterEach, beforeAll, expect, test } from '@rstest/core';
import { act, useEffect, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PAGE_READY_EVENT } from '@dreampitch/app-frame/routes';
import { compileFirstPaintScripts, type InlineScript } from './firstPaint';

let inline: InlineScript;
beforeAll(async () => {
  inline = await compileFirstPaintScripts(['holdSubmissionsUntilReady']);
}, 60_000);

/** A sign-in form like the auth page's: controlled fields, the values it would send on submit. */
function SignInForm({ onSubmit }: { onSubmit: (values: { email: string; password: string }) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email, password });
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input aria-label="Password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <button type="submit">Sign In</button>
    </form>
  );
}

/** Types as a browser does: the element's own value setter (not React's tracker), then an `input` event. */
function type(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

let root: Root | undefined;
const removers: (() => void)[] = [];

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  removers.splice(0).forEach((remove) => remove());
  document.body.innerHTML = '';
});

/** The page's hand-over script, run in this document (its listeners removed after the test). */
function runHandOverScript() {
  const script = inline({ script: 'holdSubmissionsUntilReady' });
  const add = document.addEventListener.bind(document);
  const tracked = {
    addEventListener: (...args: Parameters<Document['addEventListener']>) => {
      add(...args);
      removers.push(() => document.removeEventListener(args[0], args[1], args[2]));
    },
    removeEventListener: document.removeEventListener.bind(document),
    querySelectorAll: document.querySelectorAll.bind(document),
  };
  new Function('document', script)(tracked);
}

type Page = typeof SignInForm;
type Sent = { email: string; password: string }[];

/** `Page`'s HTML in #root with the hand-over script running, as the prerendered page is before its code runs. */
function prerendered(Page: Page) {
  const sent: Sent = [];
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Page onSubmit={(values) => sent.push(values)} />);
  document.body.append(container);
  runHandOverScript();
  const [email, password] = Array.from(container.querySelectorAll('input'));
  const hydrate = () =>
    act(async () => {
      root = hydrateRoot(container, <Page onSubmit={(values) => sent.push(values)} />);
    });
  const submit = () => act(async () => container.querySelector('form')?.requestSubmit());
  return { sent, email: email!, password: password!, hydrate, submit };
}

test('a field typed in before hydration keeps its text when another is typed in once React handles it, before the page is ready', async () => {
  const { sent, email, password, hydrate, submit } = prerendered(SignInForm);

  // Typed while the page's code is still loading: nobody listens yet.
  type(email, 'player@example.com');
  await hydrate();
  // React hydrated the form (slices of a transition on the real page) but the page has not announced it is ready.
  await act(async () => type(password, 'secret123'));
  expect(email.value).toBe('player@example.com');

  await act(async () => {
    document.dispatchEvent(new Event(PAGE_READY_EVENT));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await submit();
  expect(sent).toEqual([{ email: 'player@example.com', password: 'secret123' }]);
});

test('a field typed in before hydration keeps its text when another is typed in after the page announced it is ready', async () => {
  const { sent, email, password, hydrate, submit } = prerendered(SignInForm);

  type(email, 'player@example.com');
  await hydrate();
  // The page is live; the script hands the early text over in a task of its own, and a keystroke can come first.
  await act(async () => {
    document.dispatchEvent(new Event(PAGE_READY_EVENT));
    type(password, 'secret123');
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(email.value).toBe('player@example.com');
  await submit();
  expect(sent).toEqual([{ email: 'player@example.com', password: 'secret123' }]);
});

/** The sign-in form inside a page that renders again on its own once live (a session answer, a location change). */
let renderAgain = () => {};
function PageRenderingAgain({
  onSubmit,
}: {
  onSubmit: (values: { email: string; password: string }) => void;
}) {
  const [renders, setRenders] = useState(0);
  useEffect(() => {
    renderAgain = () => setRenders((count) => count + 1);
  }, []);
  return (
    <div data-renders={renders}>
      <SignInForm onSubmit={onSubmit} />
    </div>
  );
}

test('text typed before hydration survives the page rendering again before it is handed over', async () => {
  const { sent, email, password, hydrate, submit } = prerendered(PageRenderingAgain);

  type(email, 'player@example.com');
  type(password, 'secret123');
  await hydrate();
  // Once hydrated, a render puts React's (empty) state into the fields before the page announced it is ready.
  await act(async () => renderAgain());
  expect(email.value).toBe('');
  await act(async () => {
    document.dispatchEvent(new Event(PAGE_READY_EVENT));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect([email.value, password.value]).toEqual(['player@example.com', 'secret123']);
  await submit();
  expect(sent).toEqual([{ email: 'player@example.com', password: 'secret123' }]);
});
