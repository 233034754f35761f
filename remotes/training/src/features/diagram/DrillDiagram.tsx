import type { DiagramPoint, DrillDiagram as Diagram } from '@dreampitch/domain';
import { Button } from '@dreampitch/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { describeDiagram } from './diagramText';
import './diagram.css';

/** How long each step stays the newest before the next one is drawn. */
export const STEP_MILLISECONDS = 1200;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Steps drawn so far: all of them on the server's render and with reduced motion; otherwise one after another from
 * the first, once (a picture that moves for ever distracts), again on `replay`.
 */
function useStepsShown(count: number) {
  const [steps, setSteps] = useState({ shown: count, animated: false });
  const [run, setRun] = useState(0);
  useEffect(() => {
    if (count < 2 || prefersReducedMotion()) return;
    let shown = 0;
    const advance = () => {
      shown += 1;
      setSteps({ shown, animated: true });
      if (shown >= count) window.clearInterval(timer);
    };
    const first = window.setTimeout(advance, 0);
    const timer = window.setInterval(advance, STEP_MILLISECONDS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [count, run]);
  const replay = useCallback(() => setRun((current) => current + 1), []);
  return { ...steps, replay };
}

export interface DrillDiagramProps {
  diagram: Diagram;
  /** The drill's written steps, paired with the diagram's in the text alternative. */
  drillSteps: readonly string[];
  title: string;
}

/** A drill's picture drawn from its data: the area, cones, wall, player, partner, ball, and each step's moves. */
export function DrillDiagram({ diagram, drillSteps, title }: DrillDiagramProps) {
  const id = useId();
  const { area } = diagram;
  const unit = Math.max(area.width, area.height) / 28;
  const { shown, animated, replay } = useStepsShown(diagram.steps.length);
  const description = describeDiagram(diagram, drillSteps);
  const marker = (kind: string) => `${id}-arrow-${kind}`;
  const at = (point: DiagramPoint) => ({ cx: point.x, cy: point.y });
  const pad = unit * 2;

  return (
    <figure className="training-diagram">
      <svg
        className="training-diagram__svg"
        viewBox={`${-pad} ${-pad} ${area.width + 2 * pad} ${area.height + 2 * pad}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        style={{ aspectRatio: `${area.width + 2 * pad} / ${area.height + 2 * pad}` }}
      >
        <title id={`${id}-title`}>{`Diagram: ${title}`}</title>
        <defs>
          {(['run', 'dribble', 'pass'] as const).map((kind) => (
            <marker
              key={kind}
              id={marker(kind)}
              viewBox="0 0 10 10"
              refX="8"
              refY="5"
              markerWidth="5"
              markerHeight="5"
              orient="auto-start-reverse"
            >
              <path d="M0 0 L10 5 L0 10 z" className={`training-diagram__head--${kind}`} />
            </marker>
          ))}
        </defs>
        <rect
          className="training-diagram__area"
          x={0}
          y={0}
          width={area.width}
          height={area.height}
          rx={unit}
          strokeWidth={unit / 4}
        />
        {diagram.wall && (
          <line
            className="training-diagram__wall"
            x1={diagram.wall.from.x}
            y1={diagram.wall.from.y}
            x2={diagram.wall.to.x}
            y2={diagram.wall.to.y}
            strokeWidth={unit * 1.2}
            data-testid="diagram-wall"
          />
        )}
        {diagram.cones.map((cone, index) => (
          <path
            key={index}
            className="training-diagram__cone"
            d={`M${cone.x} ${cone.y - unit} L${cone.x + unit * 0.8} ${cone.y + unit * 0.6} L${cone.x - unit * 0.8} ${cone.y + unit * 0.6} z`}
            data-testid="diagram-cone"
          />
        ))}
        {diagram.steps.map((step, index) => (
          <g
            key={index}
            className={
              index >= shown
                ? 'training-diagram__step training-diagram__step--hidden'
                : animated && index === shown - 1
                  ? 'training-diagram__step training-diagram__step--current'
                  : 'training-diagram__step'
            }
            data-testid="diagram-step"
            aria-hidden={index >= shown ? true : undefined}
          >
            {step.moves.map((move, moveIndex) => (
              <line
                key={moveIndex}
                className={`training-diagram__move training-diagram__move--${move.kind}`}
                x1={move.from.x}
                y1={move.from.y}
                x2={move.to.x}
                y2={move.to.y}
                strokeWidth={unit / 3}
                strokeDasharray={
                  move.kind === 'pass'
                    ? `${unit} ${unit / 2}`
                    : move.kind === 'run'
                      ? `${unit / 3} ${unit / 2}`
                      : undefined
                }
                markerEnd={`url(#${marker(move.kind)})`}
                data-kind={move.kind}
              />
            ))}
          </g>
        ))}
        {diagram.partner && (
          <circle
            className="training-diagram__partner"
            {...at(diagram.partner)}
            r={unit}
            data-testid="diagram-partner"
          />
        )}
        <circle
          className="training-diagram__player"
          {...at(diagram.player)}
          r={unit}
          data-testid="diagram-player"
        />
        <circle
          className="training-diagram__ball"
          {...at(diagram.ball)}
          r={unit / 2}
          strokeWidth={unit / 6}
          data-testid="diagram-ball"
        />
      </svg>
      <figcaption className="training-diagram__caption">
        <p className="training-diagram__legend">
          <span className="training-diagram__key training-diagram__key--player">You</span>
          {diagram.partner && (
            <span className="training-diagram__key training-diagram__key--partner">Partner</span>
          )}
          <span className="training-diagram__key training-diagram__key--dribble">Dribble</span>
          <span className="training-diagram__key training-diagram__key--pass">Pass</span>
          <span className="training-diagram__key training-diagram__key--run">Run</span>
        </p>
        {animated && diagram.steps.length > 1 && (
          <Button variant="secondary" size="sm" onClick={replay}>
            Show the steps again
          </Button>
        )}
        <div id={`${id}-description`} className="visually-hidden">
          <p>{description.scene}</p>
          <ol>
            {description.steps.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </div>
      </figcaption>
    </figure>
  );
}
