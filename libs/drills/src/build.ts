import type {
  AgeGroup,
  DiagramPoint,
  DiagramStep,
  Drill,
  DrillDiagram,
  DrillDose,
  Pillar,
} from '@dreampitch/domain';

/** A point as `[x, y]` in metres: the content files stay readable at 96 drills. */
export type Xy = readonly [number, number];

const point = ([x, y]: Xy): DiagramPoint => ({ x, y });

type Move = DiagramStep['moves'][number];
const move =
  (kind: Move['kind']) =>
  (from: Xy, to: Xy): Move => ({ kind, from: point(from), to: point(to) });

export const run = move('run');
export const dribble = move('dribble');
export const pass = move('pass');

export interface DiagramSketch {
  area: Xy;
  cones?: Xy[];
  player: Xy;
  partner?: Xy;
  wall?: readonly [Xy, Xy];
  /** Where the ball starts; at the player's feet when left out. */
  ball?: Xy;
  /** Each step lists the moves drawn together. */
  steps?: Move[][];
}

export function diagram(sketch: DiagramSketch): DrillDiagram {
  const [width, height] = sketch.area;
  return {
    area: { width, height },
    cones: (sketch.cones ?? []).map(point),
    player: point(sketch.player),
    ...(sketch.partner ? { partner: point(sketch.partner) } : {}),
    ...(sketch.wall ? { wall: { from: point(sketch.wall[0]), to: point(sketch.wall[1]) } } : {}),
    ball: point(sketch.ball ?? sketch.player),
    steps: (sketch.steps ?? []).map((moves) => ({ moves })),
  };
}

/** `count` cones from `start`, each `gap` metres on from the last along x (or along y with `down`). */
export function coneLine(start: Xy, count: number, gap: number, down = false): Xy[] {
  return Array.from({ length: count }, (_, i) =>
    down ? ([start[0], start[1] + i * gap] as const) : ([start[0] + i * gap, start[1]] as const),
  );
}

export const reps = (sets: number, count: number, workSeconds: number, restSeconds: number): DrillDose => ({
  kind: 'reps',
  sets,
  reps: count,
  workSeconds,
  restSeconds,
});

export const intervals = (sets: number, workSeconds: number, restSeconds: number): DrillDose => ({
  kind: 'intervals',
  sets,
  workSeconds,
  restSeconds,
});

/** The drills of one pillar and age group: each file of content is one such group. */
export function group(
  pillar: Pillar,
  ageGroup: AgeGroup,
  drills: readonly Omit<Drill, 'pillar' | 'ageGroup'>[],
): Drill[] {
  return drills.map((drill) => ({ ...drill, pillar, ageGroup }));
}

/** A player alone in a calm spot: breathing, imagery and stretching need no moves. */
export const calmSpot = (ball?: Xy): DrillDiagram =>
  diagram({ area: [3, 3], player: [1.5, 1.5], ...(ball ? { ball } : {}) });

/** Keepy-uppies: the ball goes up off the foot and comes back down. */
export const juggling = (): DrillDiagram =>
  diagram({
    area: [4, 4],
    player: [2, 2.5],
    ball: [2, 2],
    steps: [[pass([2, 2], [2, 1.2])], [pass([2, 1.2], [2, 2])]],
  });

/** Passes against a wall `distance` metres away, and back. */
export function wallPasses(width: number, distance: number): DrillDiagram {
  const x = width / 2;
  const y = 0.5 + distance;
  return diagram({
    area: [width, y + 1.5],
    wall: [
      [1, 0.5],
      [width - 1, 0.5],
    ],
    player: [x, y],
    steps: [[pass([x, y - 0.2], [x, 0.6])], [pass([x, 0.6], [x, y - 0.2])]],
  });
}
