import { PAGE_TITLES } from '@dreampitch/domain';

/** The drill library (/app/training): every drill, found by pillar, age group, level, space and time. */
export default function DrillLibraryPage() {
  return (
    <section aria-labelledby="drill-library-title">
      <h1 id="drill-library-title">{PAGE_TITLES.training}</h1>
    </section>
  );
}
