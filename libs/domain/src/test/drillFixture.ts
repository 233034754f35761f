import type { Drill } from '../drills';

/** A drill with every field filled and nothing in the way: tests override what they are about. */
export function drillFixture(slug: string, overrides: Partial<Drill> = {}): Drill {
  return {
    slug,
    title: `Title of ${slug}`,
    summary: 'A summary.',
    pillar: 'technical',
    ageGroup: '13-17',
    level: 'beginner',
    space: 'garden',
    equipment: ['ball'],
    minutes: 8,
    dose: { kind: 'intervals', sets: 4, workSeconds: 60, restSeconds: 30 },
    setUp: 'Set up.',
    steps: ['Do the thing.'],
    coachingPoints: ['Point.'],
    commonMistakes: ['Mistake.'],
    easier: slug,
    harder: slug,
    diagram: {
      area: { width: 5, height: 5 },
      cones: [],
      player: { x: 1, y: 1 },
      ball: { x: 1, y: 1 },
      steps: [],
    },
    role: 'main',
    ...overrides,
  };
}
