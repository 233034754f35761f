import {
  fitPlanToSession,
  isValidSessionDuration,
  planSession,
  type DrillSpace,
  type SessionPlanBlock,
} from '@dreampitch/domain';
import { DRILLS, drillBySlug } from '@dreampitch/drills';
import type { SessionPlanEditorProps } from '@dreampitch/session';
import { Button, SelectField } from '@dreampitch/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  addBlock,
  drillsOnOffer,
  moveBlock,
  plannedMinutes,
  removeBlock,
  swapBlock,
  type PlanContext,
} from './planEdits';
import './plan.css';

const SPACE_OPTIONS: { value: DrillSpace; label: string }[] = [
  { value: 'indoors', label: 'Indoors' },
  { value: 'garden', label: 'Garden or yard' },
  { value: 'pitch', label: 'Pitch' },
];

const titleOf = (slug: string) => drillBySlug(slug)?.title ?? slug;

/**
 * The drills of one session, inside the form that schedules it (wizard step 2, the tracker's session dialog): a plan
 * that fits the session's minutes for the goal's pillar at the player's level and space, which the player can swap,
 * reorder, add to and remove from. Every change spreads the minutes over the session again; the form saves the plan.
 */
export default function SessionPlanEditor({
  minutes,
  pillar,
  ageGroup,
  level,
  plan,
  onChange,
}: SessionPlanEditorProps & { fallback?: ReactNode }) {
  const [space, setSpace] = useState<DrillSpace>('garden');
  const [toAdd, setToAdd] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const context: PlanContext = { drills: DRILLS, pillar, ageGroup, space, minutes };
  const planFor = (where: DrillSpace) =>
    planSession({ drills: DRILLS, minutes, pillar, ageGroup, level, space: where });

  // No plan yet: offer one that fits. A new duration (once it is a valid one) spreads the player's drills over it.
  const lastMinutes = useRef(minutes);
  useEffect(() => {
    if (!isValidSessionDuration(minutes)) return;
    if (plan === null) onChange(planFor(space));
    else if (lastMinutes.current !== minutes) onChange(fitPlanToSession(plan, minutes));
    lastMinutes.current = minutes;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs for a new duration or a missing plan only
  }, [minutes, plan === null]);

  const blocks = plan ?? [];
  const change = (next: SessionPlanBlock[], said: string) => {
    onChange(next);
    setAnnouncement(said);
  };
  const offer = drillsOnOffer(context).filter((drill) => !blocks.some((block) => block.slug === drill.slug));

  return (
    <fieldset className="plan-editor" aria-labelledby={headingId}>
      <legend id={headingId} className="plan-editor__title">
        Drills for this session
      </legend>
      <SelectField
        label="Where will you train?"
        options={SPACE_OPTIONS}
        value={space}
        onChange={(event) => {
          const where = event.target.value as DrillSpace;
          setSpace(where);
          change(planFor(where), 'The drills were planned again for where you train.');
        }}
      />
      {blocks.length === 0 ? (
        <p className="plan-editor__empty">
          No drills planned: this session is a time slot only. Choose “Plan drills” to get a plan that fits.
        </p>
      ) : (
        <ol className="plan-editor__list" aria-label="Drills in order">
          {blocks.map((block, index) => {
            const title = titleOf(block.slug);
            return (
              <li key={`${block.slug}-${index}`} className="plan-editor__block">
                <span className="plan-editor__name">
                  {title} <span className="plan-editor__minutes">· {block.minutes} min</span>
                </span>
                <span className="plan-editor__actions">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${title} up`}
                    disabled={index === 0}
                    onClick={() => change(moveBlock(blocks, index, -1), `${title} moved up.`)}
                  >
                    Up
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${title} down`}
                    disabled={index === blocks.length - 1}
                    onClick={() => change(moveBlock(blocks, index, 1), `${title} moved down.`)}
                  >
                    Down
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Swap ${title} for another drill`}
                    onClick={() => {
                      const next = swapBlock(blocks, index, context);
                      const swapped = next[index]?.slug;
                      change(
                        next,
                        swapped && swapped !== block.slug
                          ? `${title} swapped for ${titleOf(swapped)}.`
                          : `There is no other drill like ${title} to swap in.`,
                      );
                    }}
                  >
                    Swap
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${title}`}
                    onClick={() => change(removeBlock(blocks, index, minutes), `${title} removed.`)}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p className="plan-editor__total">
        {blocks.length === 0
          ? `The session lasts ${minutes} minutes.`
          : `${plannedMinutes(blocks)} of ${minutes} minutes planned.`}
      </p>
      <div className="plan-editor__add">
        <SelectField
          label="Add a drill"
          placeholder="Choose a drill"
          options={offer.map((drill) => ({
            value: drill.slug,
            label: `${drill.title} (${drill.minutes} min)`,
          }))}
          value={toAdd}
          onChange={(event) => setToAdd(event.target.value)}
        />
        <Button
          variant="secondary"
          disabled={toAdd === ''}
          onClick={() => {
            change(addBlock(blocks, toAdd, context), `${titleOf(toAdd)} added.`);
            setToAdd('');
          }}
        >
          Add drill
        </Button>
        <Button variant="ghost" onClick={() => change(planFor(space), 'The drills were planned again.')}>
          Plan drills
        </Button>
      </div>
      <p className="plan-editor__status" role="status" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
