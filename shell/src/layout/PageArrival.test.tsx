import { Link, MemoryRouter, Route, Routes, useNavigate } from '@dreampitch/ui/router';
import { afterEach, beforeEach, expect, rs, test } from '@rstest/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { PageArrival } from './PageArrival';

/** A page whose heading shows up a moment later, as a remote page's does once its code has loaded. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 20);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    document.title = 'Game Hub · DreamPitch';
  }, []);
  return ready ? <h1>Game Hub</h1> : <p>Loading page</p>;
}

function HomePage() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Home</h1>
      <Link to="/games">Games</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function GamesPage() {
  const navigate = useNavigate();
  return (
    <>
      <SlowPage />
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <main id="main">
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/games" element={<GamesPage />} />
        </Routes>
      </main>
      <PageArrival />
    </MemoryRouter>,
  );
}

const scrollTo = rs.fn();
let scrollY = 0;

beforeEach(() => {
  scrollTo.mockReset();
  scrollY = 0;
  rs.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    scrollTo(x, y);
    scrollY = y;
  }) as typeof window.scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  // Tall enough for any restored position.
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
});

afterEach(() => {
  rs.restoreAllMocks();
});

test('the first page of a visit keeps the browser defaults: no scroll, no focus move, nothing announced', () => {
  renderApp();
  expect(document.activeElement).toBe(document.body);
  expect(scrollTo).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a link starts the new page at its top, focuses its heading once it appears and announces its title', async () => {
  const user = userEvent.setup();
  renderApp();
  await user.click(screen.getByRole('link', { name: 'Games' }));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  const heading = await screen.findByRole('heading', { name: 'Game Hub' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(heading).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('status')).toHaveTextContent('Game Hub · DreamPitch');
});

test('Back returns to where the reader was on the previous page', async () => {
  const user = userEvent.setup();
  renderApp();
  act(() => {
    scrollY = 640;
    window.dispatchEvent(new Event('scroll'));
  });
  await user.click(screen.getByRole('link', { name: 'Games' }));
  await screen.findByRole('heading', { name: 'Game Hub' });
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await screen.findByRole('heading', { name: 'Home' });
  expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
});

test('in a hidden tab, which runs no frames, the new page is met once the tab is shown', async () => {
  const frames: FrameRequestCallback[] = [];
  rs.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  const user = userEvent.setup();
  renderApp();
  await user.click(screen.getByRole('link', { name: 'Games' }));
  const heading = await screen.findByRole('heading', { name: 'Game Hub' });
  expect(heading).not.toHaveFocus();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();

  // The tab is shown: the browser runs the frame it held back.
  act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
  expect(heading).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Game Hub · DreamPitch');
});
