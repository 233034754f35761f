import type { DiagramPoint, DiagramStep, DrillDiagram } from '@dreampitch/domain';

const metres = (value: number) => `${Number(value.toFixed(1))} m`;

/** Where a point lies on the area, in words a player can picture: "the top left", "the middle". */
export function placeOf(point: DiagramPoint, area: DrillDiagram['area']): string {
  const third = (value: number, size: number) => Math.min(2, Math.max(0, Math.floor((value / size) * 3)));
  const row = ['top', 'middle', 'bottom'][third(point.y, area.height)];
  const column = ['left', 'centre', 'right'][third(point.x, area.width)];
  if (row === 'middle' && column === 'centre') return 'the middle';
  if (row === 'middle') return `the middle ${column}`;
  if (column === 'centre') return `the ${row} centre`;
  return `the ${row} ${column}`;
}

const MOVE_VERB: Record<DiagramStep['moves'][number]['kind'], string> = {
  run: 'runs',
  dribble: 'dribbles the ball',
  pass: 'passes the ball',
};

function pointsMatch(a: DiagramPoint, b: DiagramPoint): boolean {
  return Math.hypot(a.x - b.x, a.y - b.y) < 0.5;
}

/** One sentence for one step's moves: who moves (the player, or the partner when it starts from them), how, where. */
function stepSentence(step: DiagramStep, diagram: DrillDiagram): string {
  const moves = step.moves.map((move) => {
    const who = diagram.partner && pointsMatch(move.from, diagram.partner) ? 'the partner' : 'the player';
    const target =
      diagram.wall && move.kind === 'pass' && pointsMatch(move.to, midpoint(diagram.wall))
        ? 'against the wall'
        : `to ${placeOf(move.to, diagram.area)}`;
    return `${who} ${MOVE_VERB[move.kind]} from ${placeOf(move.from, diagram.area)} ${target}`;
  });
  const sentence = moves.join(', then ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1) + '.';
}

const midpoint = (wall: NonNullable<DrillDiagram['wall']>): DiagramPoint => ({
  x: (wall.from.x + wall.to.x) / 2,
  y: (wall.from.y + wall.to.y) / 2,
});

export interface DiagramDescription {
  /** What the picture shows before anything moves. */
  scene: string;
  /** One line per diagram step, with the drill's step of the same number when it has one. */
  steps: string[];
}

/** The diagram's text alternative, from its data and the drill's written steps. */
export function describeDiagram(diagram: DrillDiagram, drillSteps: readonly string[]): DiagramDescription {
  const { area } = diagram;
  const parts = [`An area ${metres(area.width)} wide and ${metres(area.height)} deep.`];
  if (diagram.cones.length > 0)
    parts.push(`${diagram.cones.length === 1 ? 'One cone' : `${diagram.cones.length} cones`} on it.`);
  if (diagram.wall) parts.push(`A wall along ${placeOf(midpoint(diagram.wall), area)}.`);
  parts.push(`The player starts at ${placeOf(diagram.player, area)}.`);
  if (diagram.partner) parts.push(`A partner stands at ${placeOf(diagram.partner, area)}.`);
  parts.push(
    pointsMatch(diagram.ball, diagram.player)
      ? 'The ball is at the player’s feet.'
      : `The ball is at ${placeOf(diagram.ball, area)}.`,
  );
  const steps = diagram.steps.map((step, index) => {
    const written = drillSteps[index];
    return `Step ${index + 1}: ${stepSentence(step, diagram)}${written ? ` (${written})` : ''}`;
  });
  return { scene: parts.join(' '), steps };
}
