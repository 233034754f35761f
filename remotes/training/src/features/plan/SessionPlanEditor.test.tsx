import type { SessionPlanBlock } from '@dreampitch/domain';
import { drillBySlug } from '@dreampitch/drills';
import { describe, expect, rs, test } from '@rstest/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import SessionPlanEditor from './SessionPlanEditor';

function Host({ onChange }: { onChange: (plan: SessionPlanBlock[]) => void }) {
  const [plan, setPlan] = useState<SessionPlanBlock[] | null>(null);
  return (
    <SessionPlanEditor
      minutes={45}
      pillar="technical"
      ageGroup="13-17"
      level="beginner"
      plan={plan}
      onChange={(next) => {
        setPlan(next);
        onChange(next);
      }}
    />
  );
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Drills in order' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('SessionPlanEditor', () => {
  test('offers a plan that fills the session, then swaps, moves and removes drills, announcing each', () => {
    const onChange = rs.fn();
    render(<Host onChange={onChange} />);
    const first: SessionPlanBlock[] = onChange.mock.calls[0]![0];
    expect(first.reduce((total, block) => total + block.minutes, 0)).toBe(45);
    expect(screen.getByText('45 of 45 minutes planned.')).toBeInTheDocument();
    const warmUp = drillBySlug(first[0]!.slug)!.title;
    const second = drillBySlug(first[1]!.slug)!.title;

    fireEvent.click(screen.getByRole('button', { name: `Move ${second} up` }));
    expect(titles()[0]).toContain(second);
    expect(screen.getByRole('status')).toHaveTextContent(`${second} moved up.`);

    fireEvent.click(screen.getByRole('button', { name: `Swap ${warmUp} for another drill` }));
    expect(titles().join()).not.toContain(warmUp);

    const count = titles().length;
    fireEvent.click(screen.getByRole('button', { name: `Remove ${second}` }));
    expect(titles()).toHaveLength(count - 1);
    expect(screen.getByText('45 of 45 minutes planned.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${second} removed.`);
  });

  test('adds a chosen drill and plans again for another space', () => {
    const onChange = rs.fn();
    render(<Host onChange={onChange} />);
    const count = titles().length;
    const select = screen.getByLabelText('Add a drill');
    const option = within(select).getAllByRole('option')[1] as HTMLOptionElement;
    fireEvent.change(select, { target: { value: option.value } });
    fireEvent.click(screen.getByRole('button', { name: 'Add drill' }));
    expect(titles()).toHaveLength(count + 1);

    fireEvent.change(screen.getByLabelText('Where will you train?'), { target: { value: 'indoors' } });
    const indoors: SessionPlanBlock[] = onChange.mock.calls.at(-1)![0];
    expect(indoors.every((block) => drillBySlug(block.slug)?.space === 'indoors')).toBe(true);
  });
});
