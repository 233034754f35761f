import { planById, UPGRADE_LOOK, type PaidTier } from '@dreampitch/domain';

/** The container classes of the upgrade page for `plan`: they give the hero its plan's colours. */
export const upgradePageClassName = (plan: PaidTier) =>
  `dp-container billing-upgrade billing-upgrade--${plan}`;

/**
 * The upgrade page's hero for `plan`: its icon, headline, tagline and price. The billing remote's page shows it, and
 * the shell's frame of /app/subscription shows the same before that page's code has arrived (its own entry point,
 * `@dreampitch/ui/upgrade-hero`, so no other page's code carries it). Its rules, UpgradeHero.css, come with the
 * billing remote's page and with the shell's stylesheet (the frame shows before the remote's CSS has arrived); a
 * CSS import here would give the shell's frames chunk a stylesheet of its own, which every page's runtime names.
 */
export function UpgradeHero({ plan }: { plan: PaidTier }) {
  const look = UPGRADE_LOOK[plan];
  const details = planById(plan);
  return (
    <header className="billing-upgrade__hero">
      {/* Icon's markup, not the component: its stylesheet would give the frames chunk one of its own (above). */}
      <span className="billing-upgrade__icon" aria-hidden="true">
        <span className={`dp-icon dp-icon--${look.icon}`} />
      </span>
      <div>
        <h1 className="billing-upgrade__headline">{look.headline}</h1>
        <p className="billing-upgrade__tagline">{look.tagline}</p>
        <p className="billing-upgrade__price">
          <span className="billing-upgrade__amount">${details.price}</span> per {details.period}
        </p>
      </div>
    </header>
  );
}
