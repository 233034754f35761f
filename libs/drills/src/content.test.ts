import {
  AGE_GROUPS,
  DRILL_EQUIPMENT,
  DRILL_ROLES,
  DRILL_SLUG_PATTERN,
  DRILL_SPACES,
  PILLARS,
  SKILL_LEVELS,
  doseSeconds,
} from '@dreampitch/domain';
import type { DiagramPoint, Drill } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { DRILLS, drillBySlug } from './index';

const TEXT_FIELDS = ['slug', 'title', 'summary', 'setUp'] as const;
const LIST_FIELDS = ['steps', 'coachingPoints', 'commonMistakes'] as const;
const MIN_PER_PILLAR_AND_AGE = 8;
/** The longest sentence of goalLibrary's 8-12 goals has 14 words. */
const MAX_WORDS_PER_SENTENCE_8_12 = 15;

/** Everything a player reads about a drill. */
function textOf(drill: Drill): string[] {
  return [
    drill.title,
    drill.summary,
    drill.setUp,
    ...drill.steps,
    ...drill.coachingPoints,
    ...drill.commonMistakes,
    ...(drill.safety ? [drill.safety] : []),
  ];
}

function count(predicate: (drill: Drill) => boolean): number {
  return DRILLS.filter(predicate).length;
}

function problems(check: (drill: Drill) => string | null): string[] {
  return DRILLS.flatMap((drill) => {
    const problem = check(drill);
    return problem ? [`${drill.slug}: ${problem}`] : [];
  });
}

function diagramPoints(drill: Drill): DiagramPoint[] {
  const { diagram } = drill;
  return [
    ...diagram.cones,
    diagram.player,
    diagram.ball,
    ...(diagram.partner ? [diagram.partner] : []),
    ...(diagram.wall ? [diagram.wall.from, diagram.wall.to] : []),
    ...diagram.steps.flatMap((step) => step.moves.flatMap((move) => [move.from, move.to])),
  ];
}

/** Every pillar, age group and level, each combination once. */
const CELLS = PILLARS.flatMap((pillar) =>
  AGE_GROUPS.flatMap((ageGroup) => SKILL_LEVELS.map((level) => ({ pillar, ageGroup, level }))),
);

describe('the drill library content', () => {
  test('has at least 96 drills', () => {
    expect(DRILLS.length).toBeGreaterThanOrEqual(96);
  });

  test('fills every field of every drill', () => {
    expect(
      problems((drill) => {
        const emptyText = TEXT_FIELDS.find((field) => drill[field].trim() === '');
        if (emptyText) return `${emptyText} is empty`;
        const emptyList = LIST_FIELDS.find(
          (field) => drill[field].length === 0 || drill[field].some((line) => line.trim() === ''),
        );
        if (emptyList) return `${emptyList} is empty or has an empty line`;
        if (!PILLARS.includes(drill.pillar)) return 'unknown pillar';
        if (!AGE_GROUPS.includes(drill.ageGroup)) return 'unknown age group';
        if (!SKILL_LEVELS.includes(drill.level)) return 'unknown level';
        if (!DRILL_SPACES.includes(drill.space)) return 'unknown space';
        if (!DRILL_ROLES.includes(drill.role)) return 'unknown role';
        if (drill.equipment.some((item) => !DRILL_EQUIPMENT.includes(item))) return 'unknown equipment';
        if (new Set(drill.equipment).size !== drill.equipment.length) return 'equipment listed twice';
        if (drill.safety !== undefined && drill.safety.trim() === '') return 'safety is empty';
        // public.drill_catalogue checks minutes between 1 and 60.
        if (!Number.isInteger(drill.minutes) || drill.minutes < 1 || drill.minutes > 60)
          return 'minutes is not a whole number from 1 to 60';
        return null;
      }),
    ).toEqual([]);
  });

  test('gives every drill a unique, well-formed slug that drillBySlug finds', () => {
    const slugs = DRILLS.map((drill) => drill.slug);
    expect(slugs.filter((slug) => !DRILL_SLUG_PATTERN.test(slug))).toEqual([]);
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
    expect(slugs.every((slug) => drillBySlug(slug)?.slug === slug)).toBe(true);
    expect(drillBySlug('no-such-drill')).toBeUndefined();
  });

  test('gives every drill page its own title and a summary that fits a meta description', () => {
    const titles = DRILLS.map((drill) => drill.title);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    expect(problems((drill) => (drill.title.length > 50 ? 'title over 50 characters' : null))).toEqual([]);
    expect(problems((drill) => (drill.summary.length > 160 ? 'summary over 160 characters' : null))).toEqual(
      [],
    );
  });

  test('links each drill to an easier and a harder drill of its pillar and age group', () => {
    const levelOf = (drill: Drill) => SKILL_LEVELS.indexOf(drill.level);
    expect(
      problems((drill) => {
        const peers = DRILLS.filter((d) => d.pillar === drill.pillar && d.ageGroup === drill.ageGroup);
        for (const [link, direction] of [
          [drill.easier, -1],
          [drill.harder, 1],
        ] as const) {
          const target = drillBySlug(link);
          if (!target) return `${link} does not exist`;
          if (target.pillar !== drill.pillar || target.ageGroup !== drill.ageGroup)
            return `${link} is in another pillar or age group`;
          if ((levelOf(target) - levelOf(drill)) * direction < 0) return `${link} goes the wrong way`;
          const further = peers.some((peer) => (levelOf(peer) - levelOf(drill)) * direction > 0);
          if (target === drill && further) return `links to itself although a ${link} version exists`;
        }
        return null;
      }),
    ).toEqual([]);
  });

  test("reaches every main drill from another drill's easier or harder link", () => {
    const linked = new Set(DRILLS.flatMap((d) => [d.easier, d.harder].filter((slug) => slug !== d.slug)));
    expect(DRILLS.filter((d) => d.role === 'main' && !linked.has(d.slug)).map((d) => d.slug)).toEqual([]);
  });

  test('has drills for every pillar, age group and level, and at least 8 per pillar and age group', () => {
    const emptyCells = CELLS.filter(
      (cell) =>
        count((d) => d.pillar === cell.pillar && d.ageGroup === cell.ageGroup && d.level === cell.level) ===
        0,
    );
    expect(emptyCells).toEqual([]);
    const thin = PILLARS.flatMap((pillar) =>
      AGE_GROUPS.filter(
        (ageGroup) => count((d) => d.pillar === pillar && d.ageGroup === ageGroup) < MIN_PER_PILLAR_AND_AGE,
      ).map((ageGroup) => `${pillar} ${ageGroup}`),
    );
    expect(thin).toEqual([]);
  });

  test('has drills for every space, and an indoor warm-up and cool-down for every age group', () => {
    expect(DRILL_SPACES.filter((space) => count((d) => d.space === space) === 0)).toEqual([]);
    const missing = AGE_GROUPS.flatMap((ageGroup) =>
      (['warm-up', 'cool-down'] as const)
        .filter(
          (role) => count((d) => d.ageGroup === ageGroup && d.role === role && d.space === 'indoors') === 0,
        )
        .map((role) => `${ageGroup} ${role}`),
    );
    expect(missing).toEqual([]);
  });

  test('writes a dose that fills most of the minutes and fits in them', () => {
    expect(
      problems((drill) => {
        const seconds = doseSeconds(drill.dose);
        const { sets } = drill.dose;
        if (![sets, drill.dose.workSeconds].every((n) => Number.isInteger(n) && n > 0))
          return 'sets and work must be positive whole numbers';
        if (drill.dose.kind === 'reps' && !(Number.isInteger(drill.dose.reps) && drill.dose.reps > 0))
          return 'reps must be a positive whole number';
        if (seconds > drill.minutes * 60)
          return `${seconds} s of dose do not fit in ${drill.minutes} minutes`;
        if (seconds < drill.minutes * 30)
          return `${seconds} s of dose fill less than half of ${drill.minutes} minutes`;
        return null;
      }),
    ).toEqual([]);
  });

  test('draws every diagram inside its area', () => {
    expect(
      problems((drill) => {
        const { width, height } = drill.diagram.area;
        if (!(width > 0 && height > 0)) return 'the area is empty';
        const outside = diagramPoints(drill).find((p) => p.x < 0 || p.y < 0 || p.x > width || p.y > height);
        return outside ? `(${outside.x}, ${outside.y}) lies outside ${width} x ${height} m` : null;
      }),
    ).toEqual([]);
  });

  test('starts the ball at the feet of the player or the partner, and the first move where someone stands', () => {
    const apart = (a: DiagramPoint, b: DiagramPoint | undefined) =>
      b ? Math.hypot(a.x - b.x, a.y - b.y) : Infinity;
    expect(
      problems((drill) => {
        const { ball, player, partner, steps } = drill.diagram;
        if (drill.equipment.includes('ball') && Math.min(apart(ball, player), apart(ball, partner)) > 2.5)
          return 'the ball starts away from both players';
        const first = steps[0]?.moves[0];
        if (
          first &&
          Math.min(apart(first.from, player), apart(first.from, ball), apart(first.from, partner)) > 1.5
        )
          return 'the first move starts where nobody is';
        return null;
      }),
    ).toEqual([]);
  });

  test('draws the partner or wall a drill lists as equipment', () => {
    expect(
      problems((drill) => {
        if (drill.equipment.includes('partner') !== Boolean(drill.diagram.partner)) return 'partner mismatch';
        if (drill.equipment.includes('wall') !== Boolean(drill.diagram.wall)) return 'wall mismatch';
        if (drill.equipment.includes('cones') !== drill.diagram.cones.length > 0) return 'cones mismatch';
        return null;
      }),
    ).toEqual([]);
  });

  test('speaks to 8-12 players in short sentences, as the goal library does', () => {
    const long = DRILLS.filter((d) => d.ageGroup === '8-12').flatMap((drill) =>
      textOf(drill)
        .flatMap((text) => text.split(/(?<=[.!?])\s+/))
        .filter((sentence) => sentence.split(/\s+/).length > MAX_WORDS_PER_SENTENCE_8_12)
        .map((sentence) => `${drill.slug}: ${sentence}`),
    );
    expect(long).toEqual([]);
  });

  test('puts no pressure on a player: no blame, no rush, no comparing', () => {
    const pressure =
      /\b(lazy|useless|failure|loser|embarrass\w*|no excuses|or else|better than (your )?(friends|teammates))\b/i;
    const found = DRILLS.filter((d) => d.ageGroup === '8-12').flatMap((drill) =>
      textOf(drill)
        .filter((text) => pressure.test(text))
        .map((text) => `${drill.slug}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  test('asks no 8-12 player for maximal strength work', () => {
    const strengthWords =
      /\b(max(imal|imum)?|1\s?rm|one[- ]rep|heavy|barbell|dumbbells?|weights?|to failure)\b/i;
    const kids = DRILLS.filter((d) => d.ageGroup === '8-12' && d.pillar === 'physical');
    expect(
      kids
        .filter((drill) => textOf(drill).some((text) => strengthWords.test(text)))
        .map((drill) => drill.slug),
    ).toEqual([]);
  });

  test('gives every 18+ physical drill RPE guidance in its safety note', () => {
    const adults = DRILLS.filter((d) => d.ageGroup === '18+' && d.pillar === 'physical');
    expect(adults.filter((drill) => !/\bRPE\b/.test(drill.safety ?? '')).map((drill) => drill.slug)).toEqual(
      [],
    );
  });
});
