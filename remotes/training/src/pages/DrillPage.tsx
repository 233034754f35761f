import { ButtonLink, PageHeader } from '@dreampitch/ui';
import { Link, useParams } from '@dreampitch/ui/router';
import { DrillDiagram } from '../features/diagram/DrillDiagram';
import { doseText } from '../features/library/dose';
import { DrillFacts } from '../features/library/DrillCard';
import { drillPath } from '../features/library/labels';
import { useOwnTitle } from '../features/library/useOwnTitle';
import { useDrillGroupOf } from '../features/library/drillGroup';
import '../features/library/library.css';
import './drill-page.css';

function ListSection({
  title,
  items,
  ordered = false,
}: {
  title: string;
  items: readonly string[];
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="training-drill__section">
      <h2>{title}</h2>
      <List>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </section>
  );
}

function MissingDrill() {
  useOwnTitle('Drill not found');
  return (
    <section className="dp-container training-page">
      <PageHeader
        title="Drill not found"
        subtitle="This drill is not in the library. Find another one there."
      />
      <ButtonLink to="/app/training">Open the Drill Library</ButtonLink>
    </section>
  );
}

/** One drill (/app/training/drills/:slug): what to set up, what to do, and its picture. */
export default function DrillPage() {
  const { slug = '' } = useParams();
  const drills = useDrillGroupOf(slug);
  const drillBySlug = (wanted: string) => drills.find((candidate) => candidate.slug === wanted);
  const drill = drillBySlug(slug);
  useOwnTitle(drill?.title ?? 'Drill not found');
  if (!drill) return <MissingDrill />;
  const easier = drill.easier !== drill.slug ? drillBySlug(drill.easier) : undefined;
  const harder = drill.harder !== drill.slug ? drillBySlug(drill.harder) : undefined;
  return (
    <article className="dp-container training-page training-drill">
      <p className="training-drill__back">
        <Link to="/app/training">All drills</Link>
      </p>
      <PageHeader title={drill.title} subtitle={drill.summary} />
      <DrillFacts drill={drill} />
      <DrillDiagram key={drill.slug} diagram={drill.diagram} drillSteps={drill.steps} title={drill.title} />
      <section className="training-drill__section">
        <h2>Set-up</h2>
        <p>{drill.setUp}</p>
        <p>
          <strong>How much: </strong>
          {doseText(drill.dose)}
        </p>
      </section>
      <ListSection title="Steps" items={drill.steps} ordered />
      <ListSection title="Coaching points" items={drill.coachingPoints} />
      <ListSection title="Common mistakes" items={drill.commonMistakes} />
      {drill.safety && (
        <section className="training-drill__section training-drill__safety">
          <h2>Stay safe</h2>
          <p>{drill.safety}</p>
        </section>
      )}
      {(easier || harder) && (
        <nav className="training-drill__versions" aria-label="Other versions">
          {easier && (
            <ButtonLink to={drillPath(easier.slug)} variant="secondary">
              {`Easier: ${easier.title}`}
            </ButtonLink>
          )}
          {harder && (
            <ButtonLink to={drillPath(harder.slug)} variant="secondary">
              {`Harder: ${harder.title}`}
            </ButtonLink>
          )}
        </nav>
      )}
    </article>
  );
}
