import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChoiceGroup, type ChoiceOption } from './ChoiceGroup';

type Mood = 'tough' | 'okay' | 'good' | 'great' | 'amazing';

const moods: ChoiceOption<Mood>[] = [
  { value: 'tough', label: 'Tough day', icon: '😓' },
  { value: 'okay', label: 'Okay', icon: '😐' },
  { value: 'good', label: 'Good', icon: '🙂' },
  { value: 'great', label: 'Great', icon: '😄', disabled: true },
  { value: 'amazing', label: 'Amazing', icon: '🤩' },
];

function MoodPicker({ initial = null }: { initial?: Mood | null }) {
  const [mood, setMood] = useState<Mood | null>(initial);
  return (
    <>
      <ChoiceGroup
        label="How did training feel?"
        variant="emoji"
        options={moods}
        value={mood}
        onChange={setMood}
      />
      <p>Selected: {mood ?? 'none'}</p>
    </>
  );
}

describe('ChoiceGroup', () => {
  test('is a labelled radio group whose options are named by text, not emoji', () => {
    render(<MoodPicker />);
    const group = screen.getByRole('radiogroup', { name: 'How did training feel?' });
    const radios = screen.getAllByRole('radio');
    expect(group).toContainElement(radios[0] ?? null);
    expect(radios).toHaveLength(moods.length);
    radios.forEach((radio, index) => expect(radio).toHaveAccessibleName(moods[index]?.label));
    expect(screen.getByRole('radio', { name: 'Tough day' })).not.toBeChecked();
  });

  test('Tab enters at the first option when nothing is selected; arrows move and select, skipping disabled', async () => {
    const user = userEvent.setup();
    render(<MoodPicker />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Tough day' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Okay' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Okay' })).toBeChecked();
    expect(screen.getByText('Selected: okay')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Amazing' })).toBeChecked();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Tough day' })).toBeChecked();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Amazing' })).toBeChecked();

    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'Tough day' })).toBeChecked();
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'Amazing' })).toBeChecked();
    expect(
      screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true'),
    ).toHaveLength(1);
  });

  test('only the selected option is in the tab order, and clicking selects', async () => {
    const user = userEvent.setup();
    render(<MoodPicker initial="good" />);
    expect(screen.getByRole('radio', { name: 'Good' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'Tough day' })).toHaveAttribute('tabindex', '-1');

    await user.click(screen.getByRole('radio', { name: 'Okay' }));
    expect(screen.getByText('Selected: okay')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Great' }));
    expect(screen.getByText('Selected: okay')).toBeInTheDocument();
  });
});
