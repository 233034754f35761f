import { PAGE_TITLES } from '@dreampitch/domain';
import { useAuth } from '@dreampitch/session';
import { PageHeader } from '@dreampitch/ui';
import { DrillFinder } from '../features/library/DrillFinder';
import { loadDrillContent } from '../features/library/drillContent';

const loadDrills = async () => (await loadDrillContent()).DRILLS;

/** The drill library (/app/training): every drill, found by pillar, age group, level, space, equipment and time. */
export default function DrillLibraryPage() {
  const { user } = useAuth();
  return (
    <section className="dp-container training-page">
      <PageHeader
        title={PAGE_TITLES.training}
        subtitle="Drills you can do at home, in the garden or on the pitch. Pick one and follow the steps."
      />
      <DrillFinder loadDrills={loadDrills} playerAgeGroup={user?.ageGroup} />
    </section>
  );
}
