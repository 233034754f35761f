import { PAGE_TITLES } from '@dreampitch/domain';
import { useDocumentTitle } from '@dreampitch/ui';
import { Link } from '@dreampitch/ui/router';

export function NotFoundPage() {
  useDocumentTitle(PAGE_TITLES.notFound);
  return (
    <section className="dp-container shell-not-found">
      <h1>Offside! This page doesn&apos;t exist.</h1>
      <p>The link may be old or mistyped. Let&apos;s get you back in play.</p>
      <Link className="shell-button" to="/app">
        Back to the home page
      </Link>
    </section>
  );
}
