import { PRO_FEATURES } from '@dreampitch/domain';
import { useSubscription } from '@dreampitch/session';
import { Icon, Section } from '@dreampitch/ui';
import { Link } from '@dreampitch/ui/router';
import './pro.css';

/** Links to every Pro feature; on Free each is marked locked and opens its preview with the upgrade path. */
export function ProTools() {
  const { isSubscribed } = useSubscription();
  return (
    <Section
      title="Pro tools"
      description={isSubscribed ? 'Everything your plan includes.' : 'Open one to see what Pro adds.'}
    >
      <ul className="pro-tools">
        {PRO_FEATURES.map((feature) => (
          <li key={feature.id}>
            <Link to={feature.route} className="pro-tools__link">
              {!isSubscribed && (
                <>
                  <Icon name="lock" /> <span className="visually-hidden">Locked, Pro feature: </span>
                </>
              )}
              {feature.name}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
