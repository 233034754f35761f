import { DRILLS } from '@dreampitch/drills';
import { afterEach, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SessionPlayer } from './SessionPlayer';
import { playerBlocks, type PlayerProgress, type PlayerState } from './sessionMachine';

const [drill] = DRILLS;
const blocks = playerBlocks([{ slug: drill!.slug, minutes: 3 }], (slug) =>
  DRILLS.find((d) => d.slug === slug),
);
const first = blocks[0]!;

function renderPlayer(progress: PlayerProgress | null = null) {
  const kept: PlayerProgress[] = [];
  const finished: PlayerState[] = [];
  const view = render(
    <SessionPlayer
      blocks={blocks}
      drillBySlug={(slug) => DRILLS.find((d) => d.slug === slug)}
      progress={progress}
      onProgress={(value) => kept.push(value)}
      onStart={() => Promise.resolve(true)}
      onFinished={(state) => finished.push(state)}
    />,
  );
  return { kept, finished, view };
}

const liveRegion = () => document.querySelector('[aria-live="polite"]');

describe('SessionPlayer', () => {
  const wakeLock = rs.fn(() => Promise.resolve({ release: () => Promise.resolve() }));
  beforeEach(() => {
    rs.useFakeTimers();
    Object.defineProperty(navigator, 'wakeLock', { value: { request: wakeLock }, configurable: true });
    window.localStorage.clear();
  });
  afterEach(() => {
    rs.useRealTimers();
    wakeLock.mockClear();
  });

  test('runs the timer once started, announces each block change politely and not every second', async () => {
    renderPlayer();
    expect(screen.getByRole('timer')).toHaveTextContent(`0:${String(first.seconds).padStart(2, '0')}`);
    expect(liveRegion()).toHaveTextContent('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start' })));
    const announced = liveRegion()?.textContent;
    expect(announced).toContain(`${first.title}:`);
    act(() => rs.advanceTimersByTime(3000));
    expect(screen.getByRole('timer')).toHaveTextContent(`0:${String(first.seconds - 3).padStart(2, '0')}`);
    expect(liveRegion()?.textContent).toBe(announced);
    act(() => rs.advanceTimersByTime((first.seconds - 3) * 1000));
    expect(liveRegion()?.textContent).not.toBe(announced);
    expect(liveRegion()?.textContent).toContain(`set 1 of ${first.sets}`);
  });

  test('keeps the screen awake only while running', async () => {
    renderPlayer();
    expect(wakeLock).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start' })));
    expect(wakeLock).toHaveBeenCalledWith('screen');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => rs.advanceTimersByTime(5000));
    expect(screen.getByRole('button', { name: 'Resume' })).toBeVisible();
    expect(wakeLock).toHaveBeenCalledTimes(1);
  });

  test('carries on after a reload where the device kept it, waiting for Resume', async () => {
    const { kept, view } = renderPlayer();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start' })));
    act(() => rs.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    const last = kept[kept.length - 1]!;
    view.unmount();
    renderPlayer(JSON.parse(JSON.stringify(last)) as PlayerProgress);
    expect(screen.getByRole('button', { name: 'Resume' })).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', `Block 2 of ${blocks.length}`);
  });

  test('sound and vibration cues are off until chosen, and the choice is remembered', () => {
    renderPlayer();
    const sound = screen.getByRole('switch', { name: 'Sound' });
    expect(sound).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Vibration' })).not.toBeChecked();
    fireEvent.click(sound);
    expect(JSON.parse(window.localStorage.getItem('dreampitch:training-cues') ?? '{}')).toEqual({
      sound: true,
      vibration: false,
    });
  });

  test('ending early hands over the time trained', async () => {
    const { finished } = renderPlayer();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start' })));
    act(() => rs.advanceTimersByTime(10_000));
    fireEvent.click(screen.getByRole('button', { name: 'End session now' }));
    expect(finished).toHaveLength(1);
    expect(finished[0]?.elapsedSeconds).toBe(10);
  });
});
