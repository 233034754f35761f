import type { ChildOverview } from '@dreampitch/data/family';
import { otherPartyName, weeklyReportRow, type FamilyLink, type WeeklyReportRow } from '@dreampitch/domain';
import { Section } from '@dreampitch/ui';
import { localIsoDate } from '../../lib/dates';
import type { Loaded } from '../../lib/useLoaded';
import { useChildOverviews } from './api/useFamily';
import { ChildCard } from './ChildCard';
import { WeeklyReport } from './WeeklyReport';

/** The children's cards and the weekly report built from the same loaded data. */
export function LinkedChildren({ links }: { links: FamilyLink[] }) {
  const today = localIsoDate();
  const overviews = useChildOverviews(links, today);
  const rows: WeeklyReportRow[] = (overviews.data ?? []).map((overview, index) =>
    weeklyReportRow(
      otherPartyName(links[index]!),
      {
        goals: overview.goals,
        checkInsThisWeek: overview.checkInsThisWeek,
        quickTrackEntriesThisWeek: overview.quickTrackEntriesThisWeek,
        minutesTrainedThisWeek: overview.minutesTrainedThisWeek,
        gamesPlayed: overview.gameStats.gamesPlayed,
        gameMinutes: overview.gameMinutesThisWeek,
        totalPoints: overview.gameStats.totalPoints,
      },
      today,
    ),
  );
  return (
    <>
      <Section title="Your Players" className="tracker-family-no-print">
        <div className="tracker-family-children">
          {links.map((link, index) => (
            <ChildCard key={link.id} link={link} overview={childSlice(overviews, index)} />
          ))}
        </div>
      </Section>
      {overviews.data && <WeeklyReport rows={rows} today={today} />}
    </>
  );
}

/** One child's part of the combined load, as its own Loaded value. */
function childSlice(all: Loaded<ChildOverview[]>, index: number): Loaded<ChildOverview> {
  return {
    data: all.data?.[index] ?? null,
    loading: all.loading,
    error: all.error,
    reload: all.reload,
    setData: () => undefined,
  };
}
