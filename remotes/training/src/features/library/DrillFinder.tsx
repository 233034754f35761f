import {
  AGE_GROUPS,
  DRILL_EQUIPMENT,
  DRILL_SPACES,
  PILLARS,
  PILLAR_LABELS,
  SKILL_LEVELS,
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
import { DrillCard } from './DrillCard';
import { EQUIPMENT_LABELS, LEVEL_LABELS, SPACE_LABELS, ageGroupText } from './labels';
import './library.css';

const ANY = '';
const MINUTE_CHOICES = [5, 10, 15, 20, 30];

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
  drills: readonly Drill[];
  /** The signed-in player's age group: the list opens on it unless the link names another (or all). */
  playerAgeGroup?: AgeGroup;
}

/** "Find a drill": filters and words kept in the URL (a shared link opens the same list, Back undoes a change). */
export function DrillFinder({ drills, playerAgeGroup }: DrillFinderProps) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = new URLSearchParams(search);
  const defaults = playerAgeGroup ? { ageGroup: playerAgeGroup } : {};
  const filters = drillFiltersFromSearch(searchParams, defaults);
  const found = filterDrills(drills, filters);
  const hint = looseningHint(drills, filters);
  const loosen = hint?.filter ?? null;

  const apply = (next: DrillFilters, replace = false) =>
    navigate({ search: `?${drillFiltersToSearch(next, defaults).toString()}` }, { replace });
  const change = <K extends DrillFilterKey>(key: K, value: DrillFilters[K] | undefined) => {
    const next = { ...filters };
    if (value === undefined) delete next[key];
    else next[key] = value;
    apply(next);
  };
  const pick = <T extends string>(values: readonly T[], value: string) =>
    values.find((item) => item === value);

  const toggleEquipment = (item: (typeof DRILL_EQUIPMENT)[number], checked: boolean) => {
    const current = filters.equipment ?? [];
    const next = checked ? [...current, item] : current.filter((have) => have !== item);
    change('equipment', next.length > 0 ? next : undefined);
  };

  return (
    <div className="training-finder">
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
        <ul className="training-finder__list">
          {found.map((drill) => (
            <DrillCard key={drill.slug} drill={drill} />
          ))}
        </ul>
      )}
    </div>
  );
}
