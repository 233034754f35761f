import {
  AGE_GROUPS,
  DRILL_EQUIPMENT,
  DRILL_SPACES,
  PILLARS,
  PILLAR_LABELS,
  SKILL_LEVELS,
  FIRST_DRILLS_SHOWN,
  drillFiltersFromSearch,
  drillFiltersToSearch,
  filterDrills,
  looseningHint,
  type AgeGroup,
  type Drill,
  type DrillFilterKey,
  type DrillFilters,
} from '@dreampitch/domain';
import { Button, SelectField, TextField } from '@dreampitch/ui';
import { useLocation, useNavigate } from '@dreampitch/ui/router';
import { use, useEffect, useRef, useState } from 'react';
import { DrillCard } from './DrillCard';
import { useRenderPhase, whenNeeded, type WhenNeeded } from './whenNeeded';
import { EQUIPMENT_LABELS, LEVEL_LABELS, SPACE_LABELS, ageGroupText } from './labels';
import './library.css';

const ANY = '';
const MINUTE_CHOICES = [5, 10, 15, 20, 30];
const SHOW_ALL_CLASS = 'training-finder__all';

const FILTER_NAMES: Record<DrillFilterKey, string> = {
  pillar: 'pillar',
  ageGroup: 'age group',
  level: 'level',
  space: 'space',
  equipment: 'equipment',
  maxMinutes: 'time',
  words: 'search words',
};

export interface DrillFinderProps {
  /** Loads the library's drills: the list is prerendered, so only a change to it needs them (see DrillResults). */
  loadDrills: () => Promise<readonly Drill[]>;
  /** The signed-in player's age group: the list opens on it unless the link names another (or all). */
  playerAgeGroup?: AgeGroup;
}

/** The filters of the page's URL, and how to change them: each change is a history entry, so Back undoes it. */
function useFilters(playerAgeGroup: AgeGroup | undefined) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const defaults = playerAgeGroup ? { ageGroup: playerAgeGroup } : {};
  const filters = drillFiltersFromSearch(new URLSearchParams(search), defaults);
  const apply = (next: DrillFilters, replace = false) =>
    navigate({ search: `?${drillFiltersToSearch(next, defaults).toString()}` }, { replace });
  const change = <K extends DrillFilterKey>(key: K, value: DrillFilters[K] | undefined) => {
    const next = { ...filters };
    if (value === undefined) delete next[key];
    else next[key] = value;
    apply(next);
  };
  return { filters, apply, change };
}

/**
 * "Find a drill": filters and words kept in the URL (a shared link opens the same list, Back undoes a change). The
 * library's drills (31 KiB gzip) are loaded the first time the visitor touches the filters or the list: the list a
 * visitor arrives on is in the page's HTML and its links work without script.
 */
export function DrillFinder({ loadDrills, playerAgeGroup }: DrillFinderProps) {
  const [drills] = useState(() => whenNeeded(loadDrills));
  const [showAll, setShowAll] = useState(false);
  const { filters, apply, change } = useFilters(playerAgeGroup);
  const finder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On the document, before React's own listener: React holds back and stops an event whose target is in a part of
    // the page it has not hydrated yet (the list), so a listener of the finder would not hear it, nor a press on
    // "Show all" in the page's HTML.
    const need = (event: Event) => {
      if (!(event.target instanceof Element) || !finder.current?.contains(event.target)) return;
      void drills.need();
      if (event.type === 'click' && event.target.closest(`.${SHOW_ALL_CLASS}`)) setShowAll(true);
    };
    const events = ['pointerdown', 'focusin', 'keydown', 'input', 'change', 'click'] as const;
    for (const type of events) document.addEventListener(type, need, { capture: true });
    return () => {
      for (const type of events) document.removeEventListener(type, need, { capture: true });
    };
  }, [drills]);
  const pick = <T extends string>(values: readonly T[], value: string) =>
    values.find((item) => item === value);

  const toggleEquipment = (item: (typeof DRILL_EQUIPMENT)[number], checked: boolean) => {
    const current = filters.equipment ?? [];
    const next = checked ? [...current, item] : current.filter((have) => have !== item);
    change('equipment', next.length > 0 ? next : undefined);
  };

  return (
    <div className="training-finder" ref={finder}>
      <form
        role="search"
        aria-label="Find a drill"
        className="training-finder__form"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="Search drills"
          type="search"
          className="training-finder__words"
          value={filters.words ?? ''}
          maxLength={100}
          // One history entry for a whole search: the first letter adds it, the next ones replace it.
          onChange={(event) => {
            const words = event.target.value;
            apply({ ...filters, words: words || undefined }, filters.words !== undefined);
          }}
        />
        <SelectField
          label="Pillar"
          value={filters.pillar ?? ANY}
          placeholder="All pillars"
          options={PILLARS.map((pillar) => ({ value: pillar, label: PILLAR_LABELS[pillar] }))}
          onChange={(event) => change('pillar', pick(PILLARS, event.target.value))}
        />
        <SelectField
          label="Age group"
          value={filters.ageGroup ?? ANY}
          placeholder="All ages"
          options={AGE_GROUPS.map((age) => ({ value: age, label: ageGroupText(age) }))}
          onChange={(event) => change('ageGroup', pick(AGE_GROUPS, event.target.value))}
        />
        <SelectField
          label="Level"
          value={filters.level ?? ANY}
          placeholder="All levels"
          options={SKILL_LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] }))}
          onChange={(event) => change('level', pick(SKILL_LEVELS, event.target.value))}
        />
        <SelectField
          label="Where you train"
          value={filters.space ?? ANY}
          placeholder="Anywhere"
          options={DRILL_SPACES.map((space) => ({ value: space, label: SPACE_LABELS[space] }))}
          onChange={(event) => change('space', pick(DRILL_SPACES, event.target.value))}
        />
        <SelectField
          label="Time you have"
          value={filters.maxMinutes === undefined ? ANY : String(filters.maxMinutes)}
          placeholder="Any time"
          options={[
            ...new Set([
              ...MINUTE_CHOICES,
              ...(filters.maxMinutes === undefined ? [] : [filters.maxMinutes]),
            ]),
          ]
            .sort((a, b) => a - b)
            .map((minutes) => ({ value: String(minutes), label: `Up to ${minutes} minutes` }))}
          onChange={(event) =>
            change('maxMinutes', event.target.value ? Number(event.target.value) : undefined)
          }
        />
        <fieldset className="training-finder__equipment">
          <legend>Equipment you have</legend>
          <p className="dp-field__hint">Leave all unticked to see drills with any equipment.</p>
          {DRILL_EQUIPMENT.map((item) => (
            <label key={item} className="training-finder__check">
              <input
                type="checkbox"
                checked={filters.equipment?.includes(item) ?? false}
                onChange={(event) => toggleEquipment(item, event.target.checked)}
              />
              {EQUIPMENT_LABELS[item]}
            </label>
          ))}
        </fieldset>
      </form>

      <DrillResults drills={drills} playerAgeGroup={playerAgeGroup} showAll={showAll} />
    </div>
  );
}

const KEEP_HTML = { __html: '' };

interface DrillResultsProps {
  drills: WhenNeeded<readonly Drill[]>;
  playerAgeGroup?: AgeGroup;
  /** Every drill that passes the filters, not only the first FIRST_DRILLS_SHOWN. */
  showAll: boolean;
}

/**
 * The count and the list of the drills that pass the filters, the first FIRST_DRILLS_SHOWN until the visitor shows
 * all (focus then moves to the first drill that was not shown, where the button was). The build renders them with the
 * drills. Hydrating that
 * HTML, they are kept as they are, unhydrated, until the drills are here (the visitor touched the finder): so a filter
 * changed meanwhile is in the URL at once, and the list follows when they arrive. Any other render in the browser says
 * the drills are loading until they are here.
 */
function DrillResults({ drills, playerAgeGroup, showAll }: DrillResultsProps) {
  const phase = useRenderPhase();
  // Whether the first render hydrated the page's HTML (the phase is `client` from the next render on).
  const [fromHtml] = useState(phase === 'hydrating');
  const [library, setLibrary] = useState(drills.current);
  useEffect(() => {
    if (!fromHtml) void drills.need();
    void drills.needed.then(setLibrary, () => undefined);
  }, [fromHtml, drills]);
  const { filters, apply, change } = useFilters(playerAgeGroup);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (showAll) list.current?.querySelectorAll('a')[FIRST_DRILLS_SHOWN]?.focus();
  }, [showAll, library]);
  const shown = phase === 'server' ? use(drills.need()) : library;
  if (!shown && fromHtml)
    // React leaves an element with inner HTML of its own as the page's HTML has it.
    return (
      <div
        className="training-finder__results"
        dangerouslySetInnerHTML={KEEP_HTML}
        suppressHydrationWarning
      />
    );
  if (!shown) return <p role="status">Loading the drills…</p>;
  const found = filterDrills(shown, filters);
  const hint = looseningHint(shown, filters);
  const loosen = hint?.filter ?? null;
  return (
    <div className="training-finder__results">
      <p role="status" className="training-finder__count">
        {found.length === 1 ? '1 drill' : `${found.length} drills`}
      </p>
      {hint ? (
        <div className="training-finder__empty">
          <p>{hint.message}</p>
          {loosen ? (
            <Button variant="secondary" onClick={() => change(loosen, undefined)}>
              {`Clear the ${FILTER_NAMES[loosen]} (${hint.count === 1 ? '1 drill' : `${hint.count} drills`})`}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => apply({ ageGroup: undefined })}>
              Clear all filters
            </Button>
          )}
        </div>
      ) : (
        <>
          <ul className="training-finder__list" ref={list}>
            {(showAll ? found : found.slice(0, FIRST_DRILLS_SHOWN)).map((drill) => (
              <DrillCard key={drill.slug} drill={drill} />
            ))}
          </ul>
          {!showAll && found.length > FIRST_DRILLS_SHOWN && (
            // Pressed before the drills are here, it is heard by the finder's listener (the list is the page's HTML).
            <Button variant="secondary" className={SHOW_ALL_CLASS}>
              {`Show all ${found.length} drills`}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
