import { drillScenariosFor, LABELS, optimalOption } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmbedApp } from './EmbedApp';
import type { EmbedMessage } from './protocol';

describe('EmbedApp', () => {
  test('plays anonymously and reports ready, size and the final score to the host origin only', async () => {
    const user = userEvent.setup();
    const posted: { message: EmbedMessage; origin: string }[] = [];
    render(
      <EmbedApp
        search="?host=https%3A%2F%2Fclub.example&age-group=8-12&accent=%23123456"
        appUrl="https://app.example/app/games"
        post={(message, origin) => posted.push({ message, origin })}
      />,
    );
    expect(screen.getByRole('link', { name: /Play more at DreamPitch/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Play more at DreamPitch/ })).toHaveAttribute('rel', 'noopener');

    // age-group="8-12": the drill speaks the 8-12 wording; the score is the same.
    const kids = drillScenariosFor('8-12');
    expect(screen.getByText(kids[0]!.situation)).toBeInTheDocument();
    for (const [index, scenario] of kids.entries()) {
      await user.click(screen.getByRole('radio', { name: optimalOption(scenario).action }));
      await user.click(screen.getByRole('button', { name: LABELS.submitAnswer }));
      const last = index === kids.length - 1;
      await user.click(screen.getByRole('button', { name: last ? LABELS.finishGame : LABELS.nextScenario }));
    }

    expect(screen.getByText('Superstar!')).toBeVisible();
    expect(new Set(posted.map((entry) => entry.origin))).toEqual(new Set(['https://club.example']));
    const types = posted.map((entry) => entry.message.type);
    expect(types).toContain('ready');
    expect(types).toContain('resize');
    expect(posted.at(-1)?.message).toEqual({
      source: 'dreampitch:decision-drill',
      type: 'finished',
      detail: { score: 28, maxScore: 28, accuracy: 100 },
    });
  });

  test('without a valid host origin it posts nothing', () => {
    const posted: unknown[] = [];
    render(
      <EmbedApp search="?host=*" appUrl="https://app.example" post={(message) => posted.push(message)} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Decision Drill' })).toBeVisible();
    expect(posted).toEqual([]);
  });
});
