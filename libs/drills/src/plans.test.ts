import {
  AGE_GROUPS,
  DRILL_SPACES,
  PILLARS,
  SKILL_LEVELS,
  drillFitsSpace,
  planFitsSession,
  planSession,
} from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { DRILLS, drillBySlug } from './index';

const DURATIONS = [15, 20, 30, 45, 60, 90, 120, 180];
const total = (blocks: { minutes: number }[]) => blocks.reduce((sum, block) => sum + block.minutes, 0);

/** Every player the plan can be for: age group, pillar, level and space. */
const PLAYERS = AGE_GROUPS.flatMap((ageGroup) =>
  PILLARS.flatMap((pillar) =>
    SKILL_LEVELS.flatMap((level) => DRILL_SPACES.map((space) => ({ ageGroup, pillar, level, space }))),
  ),
);

describe('plans built from the library', () => {
  test('open with a warm-up, close with a cool-down and fill the session with 2 to 4 mains, at least 2 of the pillar, for every player', () => {
    const problems = PLAYERS.flatMap((player) =>
      DURATIONS.flatMap((minutes) => {
        const plan = planSession({ drills: DRILLS, minutes, ...player });
        const drills = plan.map((block) => drillBySlug(block.slug));
        const mains = drills.slice(1, -1);
        const where = `${player.ageGroup} ${player.pillar} ${player.level} ${player.space} ${minutes} min`;
        if (!planFitsSession(plan, minutes) || total(plan) !== minutes)
          return [`${where}: does not fill the session`];
        if (drills[0]?.role !== 'warm-up' || drills.at(-1)?.role !== 'cool-down')
          return [`${where}: no warm-up or cool-down`];
        if (mains.length < 2 || mains.length > 4) return [`${where}: ${mains.length} mains`];
        if (mains.some((d) => d?.role !== 'main'))
          return [`${where}: a warm-up or cool-down among the mains`];
        if (mains.filter((d) => d?.pillar === player.pillar).length < 2)
          return [`${where}: fewer than 2 mains of the pillar`];
        if (drills.some((d) => d?.ageGroup !== player.ageGroup || !drillFitsSpace(d.space, player.space)))
          return [`${where}: a drill of another age group or a bigger space`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  test("give the player's level first when the library has it in that space", () => {
    const plan = planSession({
      drills: DRILLS,
      minutes: 45,
      ageGroup: '13-17',
      pillar: 'technical',
      level: 'advanced',
      space: 'pitch',
    });
    expect(drillBySlug(plan[1]?.slug ?? '')?.level).toBe('advanced');
  });
});
