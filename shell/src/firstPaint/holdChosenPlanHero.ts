import { FRAME_PENDING_CLASS } from '@dreampitch/app-frame/routes';

/**
 * The upgrade page's first-paint script, after its frame: the HTML holds Pro's hero, which is not what a visit that
 * chose a plan on the page before (react-router's history state, kept over a reload) shows. Its hero then waits
 * unseen for the app, which reads the choice.
 */
export default function holdChosenPlanHero(): void {
  const state: unknown = history.state;
  const chosen = (state as { usr?: { selectedPlan?: unknown } } | null)?.usr?.selectedPlan;
  if (chosen != null) document.querySelector('.billing-upgrade__hero')?.classList.add(FRAME_PENDING_CLASS);
}
