import { Card, PageHeader } from '@dreampitch/ui';
import type { ReactNode } from 'react';
import { Link } from '@dreampitch/ui/router';
import './legal.css';

/** Both documents were last revised together; spec §2 fixes this date. */
export const LAST_UPDATED = 'January 2025';

/** Placeholder contact details (spec §2): replace before launch. */
export const LEGAL_CONTACT = {
  company: 'DreamPitch',
  privacyEmail: 'privacy@dreampitch.example',
  supportEmail: 'support@dreampitch.example',
  address: ['DreamPitch (placeholder address)', '123 Example Street, Suite 100', 'Springfield, EX 00000'],
} as const;

export interface LegalSection {
  /** Fragment id of the section heading, used by the table of contents. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalLayoutProps {
  title: string;
  /** A short plain-language summary shown above the table of contents. */
  summary: ReactNode;
  sections: readonly LegalSection[];
  /** The other legal document, linked at the end. */
  related: { to: string; label: string };
}

/** The layout shared by the Privacy Policy and the Terms of Service: header, summary, contents, numbered sections. */
export function LegalLayout({ title, summary, sections, related }: LegalLayoutProps) {
  return (
    <article className="dp-container dp-legal">
      <PageHeader title={title} eyebrow="Legal" subtitle={`Last updated: ${LAST_UPDATED}`} />

      <Card tone="muted" className="dp-legal__summary">
        {summary}
      </Card>

      <nav className="dp-legal__toc" aria-labelledby="legal-toc-heading">
        <h2 id="legal-toc-heading" className="dp-legal__toc-heading">
          Contents
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="dp-legal__body">
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} className="dp-legal__section">
            <h2 id={section.id} tabIndex={-1}>
              <span className="dp-legal__number">{index + 1}.</span> {section.title}
            </h2>
            {section.content}
          </section>
        ))}
      </div>

      <p className="dp-legal__related">
        See also our <Link to={related.to}>{related.label}</Link>.
      </p>
    </article>
  );
}

/** Placeholder contact block, used in the contact section of both documents. */
export function ContactDetails({ email }: { email: string }) {
  return (
    <address className="dp-legal__address">
      {LEGAL_CONTACT.company}
      <br />
      E-mail: <a href={`mailto:${email}`}>{email}</a>
      <br />
      Post:{' '}
      {LEGAL_CONTACT.address.map((line, index) => (
        <span key={line}>
          {index > 0 && ', '}
          {line}
        </span>
      ))}
    </address>
  );
}
