import { FAMILY_CONSENT_NOTICE } from '@dreampitch/domain';
import { Link } from '@dreampitch/ui/router';

/** What DreamPitch collects about a child under 13 and why: shown to the parent before they confirm. */
export function ConsentNotice({ childName }: { childName: string }) {
  return (
    <section className="tracker-family-consent" aria-label={`Consent notice for ${childName}`}>
      <h4>{FAMILY_CONSENT_NOTICE.title}</h4>
      <p>{FAMILY_CONSENT_NOTICE.intro}</p>
      <ul>
        {FAMILY_CONSENT_NOTICE.collected.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        {FAMILY_CONSENT_NOTICE.rights}{' '}
        <Link to={FAMILY_CONSENT_NOTICE.privacyPath}>Read the Privacy Policy</Link>
      </p>
    </section>
  );
}
