import { proFeature, purchaseRule, type ProFeatureId } from '@dreampitch/domain';
import { useAuth, useSubscription } from '@dreampitch/session';
import { LockedFeature, PageHeader, Spinner } from '@dreampitch/ui';
import type { ReactNode } from 'react';
import { KeptCopyNotice } from '../../lib/KeptCopyNotice';
import '../../styles/tracker.css';
import './pro.css';

/**
 * The layout of a Pro page: its heading, then the feature for a paid plan or the locked preview for a free one.
 * `features` are the Pro features the page holds (one page may hold several, each a section).
 */
export function ProPage({
  title,
  subtitle,
  features,
  children,
}: {
  title: string;
  subtitle: string;
  features: readonly ProFeatureId[];
  children: ReactNode;
}) {
  const { user, loading } = useAuth();
  const { isSubscribed } = useSubscription();
  if (loading) return <Spinner label="Loading…" centered />;
  return (
    <div className="dp-container tracker-page pro-page">
      <PageHeader title={title} subtitle={subtitle} />
      <KeptCopyNotice />
      {isSubscribed
        ? children
        : features.map((id) => {
            const feature = proFeature(id);
            return (
              <LockedFeature
                key={id}
                id={feature.route.split('#')[1]}
                name={feature.name}
                summary={feature.summary}
                preview={feature.preview}
                purchase={purchaseRule(user?.accountType ?? 'player', user?.age ?? null)}
              />
            );
          })}
    </div>
  );
}
