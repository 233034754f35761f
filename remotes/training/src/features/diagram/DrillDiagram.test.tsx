import type { DrillDiagram as Diagram } from '@dreampitch/domain';
import { afterEach, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describeDiagram } from './diagramText';
import { DrillDiagram, STEP_MILLISECONDS } from './DrillDiagram';

const WALL_PASSES: Diagram = {
  area: { width: 6, height: 6 },
  cones: [
    { x: 1, y: 5 },
    { x: 5, y: 5 },
  ],
  player: { x: 3, y: 4.5 },
  partner: { x: 5, y: 2 },
  wall: { from: { x: 0, y: 0.2 }, to: { x: 6, y: 0.2 } },
  ball: { x: 3, y: 4.5 },
  steps: [
    { moves: [{ kind: 'pass', from: { x: 3, y: 4.5 }, to: { x: 3, y: 0.2 } }] },
    { moves: [{ kind: 'run', from: { x: 3, y: 4.5 }, to: { x: 1, y: 3 } }] },
    { moves: [{ kind: 'pass', from: { x: 5, y: 2 }, to: { x: 1, y: 3 } }] },
  ],
};
const STEPS = ['Pass against the wall.', 'Move to the left.', 'Your partner passes to you.'];

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

const visibleSteps = () =>
  screen.getAllByTestId('diagram-step').filter((step) => step.getAttribute('aria-hidden') !== 'true').length;

describe('DrillDiagram', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
    window.matchMedia = matchMedia;
  });

  test('draws the area, cones, wall, player, partner, ball and every move from the data', () => {
    mockReducedMotion(true);
    render(<DrillDiagram diagram={WALL_PASSES} drillSteps={STEPS} title="Wall passes" />);
    expect(screen.getByRole('img', { name: 'Diagram: Wall passes' })).toBeInTheDocument();
    expect(screen.getAllByTestId('diagram-cone')).toHaveLength(2);
    expect(screen.getByTestId('diagram-wall')).toBeInTheDocument();
    expect(screen.getByTestId('diagram-partner')).toHaveAttribute('cx', '5');
    expect(screen.getByTestId('diagram-player')).toHaveAttribute('cy', '4.5');
    expect(screen.getByTestId('diagram-ball')).toBeInTheDocument();
    const kinds = screen
      .getAllByTestId('diagram-step')
      .flatMap((step) => [...step.querySelectorAll('line')].map((line) => line.dataset.kind));
    expect(kinds).toEqual(['pass', 'run', 'pass']);
  });

  test('with reduced motion every step is shown at once and nothing moves', () => {
    mockReducedMotion(true);
    render(<DrillDiagram diagram={WALL_PASSES} drillSteps={STEPS} title="Wall passes" />);
    expect(visibleSteps()).toBe(3);
    act(() => rs.advanceTimersByTime(STEP_MILLISECONDS * 5));
    expect(visibleSteps()).toBe(3);
    expect(screen.queryByRole('button', { name: 'Show the steps again' })).toBeNull();
  });

  test('otherwise the steps appear one after another, once, and can be shown again', () => {
    mockReducedMotion(false);
    render(<DrillDiagram diagram={WALL_PASSES} drillSteps={STEPS} title="Wall passes" />);
    act(() => rs.advanceTimersByTime(0));
    expect(visibleSteps()).toBe(1);
    act(() => rs.advanceTimersByTime(STEP_MILLISECONDS));
    expect(visibleSteps()).toBe(2);
    act(() => rs.advanceTimersByTime(STEP_MILLISECONDS * 5));
    expect(visibleSteps()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show the steps again' }));
    act(() => rs.advanceTimersByTime(0));
    expect(visibleSteps()).toBe(1);
  });

  test('its text alternative describes the scene and each step with the drill’s own words', () => {
    mockReducedMotion(true);
    render(<DrillDiagram diagram={WALL_PASSES} drillSteps={STEPS} title="Wall passes" />);
    const description = screen.getByRole('img').getAttribute('aria-describedby') ?? '';
    const text = document.getElementById(description)?.textContent ?? '';
    expect(text).toContain('An area 6 m wide and 6 m deep. 2 cones on it. A wall along the top centre.');
    expect(text).toContain(
      'Step 1: The player passes the ball from the bottom centre against the wall. (Pass against the wall.)',
    );
    expect(text).toContain('Step 3: The partner passes the ball from the middle right to the middle left.');
  });
});

describe('describeDiagram', () => {
  test('says where the ball is when it is not at the player’s feet, and leaves out missing written steps', () => {
    const description = describeDiagram({ ...WALL_PASSES, ball: { x: 5, y: 2 } }, []);
    expect(description.scene).toContain('The ball is at the middle right.');
    expect(description.steps[1]).toBe('Step 2: The player runs from the bottom centre to the middle left.');
  });
});
