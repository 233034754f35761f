import {
  FAMILY_LEVEL_INFO,
  otherPartyName,
  settingNotSavedMessage,
  type FamilyLevel,
  type FamilyLink,
} from '@dreampitch/domain';
import { useState } from 'react';
import { useFamilyWrite } from './useFamily';

/** How the game-time limit reads in its select and in the messages. */
export function gameLimitLabel(minutes: number | null): string {
  return minutes === null ? 'No limit' : `${minutes} minutes`;
}

/**
 * A setting that saves as soon as it is chosen: it shows the choice while the server saves it, and the saved value
 * again when the save fails (the write's message says so and what to do); a success shows what the server answers.
 */
function useSetting<T>(saved: T, save: (value: T) => Promise<boolean>): [T, (value: T) => void] {
  const [pending, setPending] = useState<{ value: T; over: T } | null>(null);
  // A choice stands over the saved value it replaced: once the server's answer changes that value, the answer shows.
  const shown = pending !== null && Object.is(pending.over, saved) ? pending.value : saved;
  const choose = (value: T) => {
    const choice = { value, over: saved };
    setPending(choice);
    void save(value).then((done) => {
      if (!done) setPending((current) => (current === choice ? null : current));
    });
  };
  return [shown, choose];
}

/** A parent's settings for one linked child: the involvement level and the daily game-time limit. */
export function useChildSettings(link: FamilyLink) {
  const run = useFamilyWrite();
  const name = otherPartyName(link);
  const [level, chooseLevel] = useSetting(link.level, (next: FamilyLevel) =>
    run(
      (family) => family.setLevel(link.id, next),
      `${name}: ${FAMILY_LEVEL_INFO[next].label}.`,
      [],
      (error) =>
        settingNotSavedMessage(error, `${name}'s involvement level`, FAMILY_LEVEL_INFO[link.level].label),
    ),
  );
  const [gameLimit, chooseGameLimit] = useSetting(link.dailyGameMinutes, (minutes: number | null) =>
    run(
      (family) => family.setGameLimit(link.id, minutes),
      minutes === null ? 'Game time limit removed.' : `Game time limit: ${minutes} minutes a day.`,
      [],
      (error) =>
        settingNotSavedMessage(
          error,
          `${name}'s daily game time limit`,
          gameLimitLabel(link.dailyGameMinutes),
        ),
    ),
  );
  return { level, chooseLevel, gameLimit, chooseGameLimit };
}
