import type { QuickTrackRecord } from '@dreampitch/domain';
import { describe, expect, rs, test } from '@rstest/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@dreampitch/ui/router';
import { localIsoDate } from '../../lib/dates';
import { QuickTrackForm, type QuickTrackFormProps } from './QuickTrackForm';

function renderForm(props: Partial<QuickTrackFormProps> & Pick<QuickTrackFormProps, 'ageGroup'>) {
  const onSave = rs.fn<(record: QuickTrackRecord) => Promise<void>>(async () => {});
  render(
    <MemoryRouter>
      <QuickTrackForm signedIn onSave={onSave} {...props} />
    </MemoryRouter>,
  );
  return { onSave, save: () => screen.queryByRole('button', { name: 'Save Check-in' }) };
}

describe('Quick Track 8-12: five emojis with text labels', () => {
  test('save is enabled once an emoji is chosen and stores the emoji', async () => {
    const { onSave, save } = renderForm({ ageGroup: '8-12' });
    const options = screen.getAllByRole('radio');
    expect(options.map((option) => option.textContent)).toEqual([
      '😣Tough day',
      '😐Okay',
      '🙂Good',
      '😄Great',
      '🤩Amazing',
    ]);
    expect(save()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Great' }));
    expect(save()).toBeEnabled();
    await userEvent.click(save()!);
    expect(onSave).toHaveBeenCalledWith({ ageGroup: '8-12', date: localIsoDate(), emoji: 'great' });
    // The form starts afresh for the next check-in.
    await waitFor(() => expect(save()).toBeDisabled());
  });
});

describe('Quick Track 13-17: rating 1-10 and a note', () => {
  test('save is enabled when the rating is above 0 and stores rating and note', async () => {
    const { onSave, save } = renderForm({ ageGroup: '13-17' });
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Sharp passing');
    expect(save()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '7' }));
    expect(save()).toBeEnabled();
    await userEvent.click(save()!);
    expect(onSave).toHaveBeenCalledWith({
      ageGroup: '13-17',
      date: localIsoDate(),
      rating: 7,
      note: 'Sharp passing',
    });
  });
});

describe('Quick Track 18+: activity, load, four sliders and a note', () => {
  test('save is always enabled and stores what was set', async () => {
    const { onSave, save } = renderForm({ ageGroup: '18+' });
    expect(save()).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Very High (RPE 9-10)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Match Play' }));
    await userEvent.click(screen.getByRole('radio', { name: 'High (RPE 7-8)' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Physical' }), { target: { value: '9' } });
    await userEvent.click(save()!);
    expect(onSave).toHaveBeenCalledWith({
      ageGroup: '18+',
      date: localIsoDate(),
      activity: 'match_play',
      trainingLoad: 'high',
      metrics: { technical: 5, physical: 9, tactical: 5, mental: 5 },
      note: '',
    });
  });

  test('with nothing chosen the defaults are saved', async () => {
    const { onSave, save } = renderForm({ ageGroup: '18+' });
    expect(screen.getAllByRole('slider')).toHaveLength(4);
    await userEvent.click(save()!);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ activity: null, trainingLoad: null });
  });
});

test('a signed-out visitor is invited to sign in instead of saving', () => {
  const { save } = renderForm({ ageGroup: '8-12', signedIn: false });
  expect(save()).toBeNull();
  expect(screen.getByRole('link', { name: 'Sign In to Save' })).toHaveAttribute('href', '/app/auth');
});
