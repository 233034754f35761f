import { PILLAR_LABELS, type Drill } from '@dreampitch/domain';
import { Badge } from '@dreampitch/ui';
import { Link } from '@dreampitch/ui/router';
import { LEVEL_LABELS, SPACE_LABELS, ageGroupText, drillPath, equipmentText } from './labels';

/** What a drill is for and needs: pillar, age group, level, space, minutes and equipment. */
export function DrillFacts({ drill }: { drill: Drill }) {
  return (
    <p className="training-drill-card__facts">
      <Badge tone="primary">{PILLAR_LABELS[drill.pillar]}</Badge>
      <Badge>{ageGroupText(drill.ageGroup)}</Badge>
      <Badge>{LEVEL_LABELS[drill.level]}</Badge>
      <Badge>{SPACE_LABELS[drill.space]}</Badge>
      <Badge>{`${drill.minutes} min`}</Badge>
      <Badge>{equipmentText(drill.equipment)}</Badge>
    </p>
  );
}

/** One drill in the library's list: its title links to its page. */
export function DrillCard({ drill }: { drill: Drill }) {
  return (
    <li className="training-drill-card">
      <h2 className="training-drill-card__title">
        <Link to={drillPath(drill.slug)}>{drill.title}</Link>
      </h2>
      <p className="training-drill-card__summary">{drill.summary}</p>
      <DrillFacts drill={drill} />
    </li>
  );
}
