import {
  MIN_AGE,
  MONEY_BACK_GUARANTEE_DAYS,
  PARENT_MANAGED_BELOW_AGE,
  PARENTAL_CONSENT_BELOW_AGE,
} from '@dreampitch/domain';
import { ContactDetails, LEGAL_CONTACT, LegalLayout, type LegalSection } from './LegalLayout';

/** How long after an account is deleted its data survives in encrypted backups. */
const BACKUP_RETENTION_DAYS = 30;

const collectedData: ReadonlyArray<{ what: string; details: string; why: string }> = [
  {
    what: 'Account',
    details:
      'First and last name, e-mail address, password (stored only as a secure hash by our sign-in provider), account type (player or parent).',
    why: 'To create your account, sign you in and contact you about your account.',
  },
  {
    what: 'Profile',
    details:
      'Age and age group, skill level, position preference, training availability and, for players, a parent or guardian e-mail address.',
    why: 'To suggest goals and training that suit your age and level, to word the app for your age group, and to involve a parent or guardian (consent and account notifications).',
  },
  {
    what: 'Goals',
    details: 'The goals you choose or write, their type and pillar, target dates, progress and milestones.',
    why: 'To track your goals and show your progress.',
  },
  {
    what: 'Training sessions',
    details: 'Date, start time, duration, notes and whether a session was completed.',
    why: 'To schedule your training and count completed sessions.',
  },
  {
    what: 'Check-ins',
    details:
      'Quick Track entries: how a session felt (emoji), a rating, training activities, training load and notes.',
    why: 'To show how your training is going over time.',
  },
  {
    what: 'Game results',
    details: 'Mini-game scores, maximum scores, time taken, points, levels and achievements.',
    why: 'To award points, levels and badges and to show your game history.',
  },
  {
    what: 'Preferences',
    details: 'Notification settings (channels, frequency and reminders).',
    why: 'To send only the reminders you asked for.',
  },
  {
    what: 'Payments',
    details:
      'Your plan, subscription status and a payment reference. Card details are entered directly with our card payment provider: we never see or store your card number.',
    why: 'To provide the plan you paid for, handle renewals, refunds and cancellations, and keep the records the law requires.',
  },
  {
    what: 'Waitlist',
    details: 'The e-mail address you enter in the waitlist form.',
    why: 'To tell you about DreamPitch news and launch updates.',
  },
];

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <p>
        DreamPitch is a soccer training and goal-tracking app for young players and their parents or
        guardians. This Privacy Policy explains what information we collect, why we collect it, how long we
        keep it and the choices you have. DreamPitch is responsible for your information. You can reach us at{' '}
        <a href={`mailto:${LEGAL_CONTACT.privacyEmail}`}>{LEGAL_CONTACT.privacyEmail}</a>.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect and why',
    content: (
      <>
        <p>
          We collect only what the app needs to work. Most of it you give us yourself when you sign up, set
          goals, log training or play games.
        </p>
        <div
          className="dp-legal__table-wrap"
          role="region"
          aria-labelledby="collected-data-caption"
          tabIndex={0}
        >
          <table className="dp-legal__table">
            <caption id="collected-data-caption">What we collect and why</caption>
            <thead>
              <tr>
                <th scope="col">Information</th>
                <th scope="col">What it includes</th>
                <th scope="col">Why we need it</th>
              </tr>
            </thead>
            <tbody>
              {collectedData.map((row) => (
                <tr key={row.what}>
                  <th scope="row">{row.what}</th>
                  <td>{row.details}</td>
                  <td>{row.why}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          <strong>Card numbers are never stored by us.</strong> Payments are handled by our card payment
          provider, which processes your card securely and gives us only a payment reference and the result.
        </p>
        <p>
          We do not show advertising, we do not sell or rent personal information, and we do not use it to
          build advertising profiles.
        </p>
      </>
    ),
  },
  {
    id: 'childrens-privacy',
    title: "Children's privacy",
    content: (
      <>
        <p>
          DreamPitch is made for players aged {MIN_AGE} and older, so we take extra care with children&apos;s
          information, following the principles of the US Children&apos;s Online Privacy Protection Act
          (COPPA) and the rules for children&apos;s data in the EU and UK GDPR.
        </p>
        <ul>
          <li>
            <strong>Parental consent for users under {PARENTAL_CONSENT_BELOW_AGE}.</strong> A player under{' '}
            {PARENTAL_CONSENT_BELOW_AGE} may use DreamPitch only with the consent of a parent or guardian.
            Players give a parent or guardian e-mail address when they sign up; that address receives account
            notifications.
          </li>
          <li>
            <strong>Parent-managed accounts for children under {PARENT_MANAGED_BELOW_AGE}.</strong> The
            account of a child under {PARENT_MANAGED_BELOW_AGE} is managed by a parent or guardian, who
            provides consent before we collect the child&apos;s information and who controls the account.
          </li>
          <li>
            We collect from children only what the app needs (see the table above) and never ask a child for
            more information than is needed to take part in an activity.
          </li>
          <li>Children&apos;s profiles are never public.</li>
          <li>
            A parent or guardian can review the child&apos;s information, ask us to correct or delete it, and
            withdraw consent at any time by writing to{' '}
            <a href={`mailto:${LEGAL_CONTACT.privacyEmail}`}>{LEGAL_CONTACT.privacyEmail}</a>. Withdrawing
            consent closes the child&apos;s account and deletes its information as described under Retention
            and deletion.
          </li>
          <li>
            If we learn that we collected information from a child under {PARENT_MANAGED_BELOW_AGE} without a
            parent&apos;s consent, we delete it promptly.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share information with',
    content: (
      <>
        <p>
          We share information only with service providers that help us run DreamPitch, under contracts that
          limit their use of it:
        </p>
        <ul>
          <li>our hosting and database provider, which stores account and training data on our behalf;</li>
          <li>
            our card payment provider, which processes payments and stores card details under its own security
            rules;
          </li>
          <li>our e-mail provider, which delivers account notifications and reminders you asked for.</li>
        </ul>
        <p>
          We may also disclose information when the law requires it or to protect the safety of a child or
          another person.
        </p>
      </>
    ),
  },
  {
    id: 'storage-on-your-device',
    title: 'Storage on your device',
    content: (
      <p>
        The app keeps your sign-in session, your notification settings and, if a save to our servers fails, a
        copy of your goals in your browser&apos;s local storage, so nothing you enter is lost. It stays on
        your device until you sign out, it is synced, or you clear your browser data. We do not use
        advertising or tracking cookies.
      </p>
    ),
  },
  {
    id: 'retention-and-deletion',
    title: 'Retention and deletion',
    content: (
      <>
        <ul>
          <li>
            We keep your account, profile, goals, sessions, check-ins and game results while your account is
            open.
          </li>
          <li>
            You (or, for a child&apos;s account, the parent or guardian) can ask us to delete the account at
            any time. We delete its information within 30 days of the request; copies in encrypted backups are
            overwritten within a further {BACKUP_RETENTION_DAYS} days.
          </li>
          <li>
            Payment records (plan, amounts, dates and payment references, never card numbers) are kept for as
            long as tax and accounting law requires, and then deleted.
          </li>
          <li>Waitlist e-mail addresses are kept until you unsubscribe or ask us to remove them.</li>
          <li>Accounts that stay inactive for two years are deleted after we warn you by e-mail.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect information',
    content: (
      <p>
        Information travels over encrypted connections, passwords are stored only as secure hashes, and our
        database lets each account read and change only its own records. No system is perfectly secure; if a
        breach affects your information we will tell you and, where required, the authorities.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    content: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>see the information we hold about you and get a copy of it;</li>
          <li>correct information that is wrong;</li>
          <li>have your information deleted;</li>
          <li>object to or limit how we use it, and withdraw consent at any time;</li>
          <li>complain to your local data protection authority.</li>
        </ul>
        <p>
          Parents and guardians can exercise these rights for their children. You can change notification
          settings in the app at any time. To make a request, e-mail{' '}
          <a href={`mailto:${LEGAL_CONTACT.privacyEmail}`}>{LEGAL_CONTACT.privacyEmail}</a>; we answer within
          30 days.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        If we change this policy in a way that matters, we will tell you in the app and by e-mail before the
        change takes effect, and ask a parent or guardian for fresh consent where the law requires it. The
        date at the top shows when it was last updated.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <>
        <p>Questions about privacy or a request about your information? Contact us:</p>
        <ContactDetails email={LEGAL_CONTACT.privacyEmail} />
      </>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      summary={
        <>
          <p>
            <strong>In short:</strong> we collect only what DreamPitch needs to help you train, we never sell
            it, card numbers never reach us, and a parent or guardian stays in control for players under{' '}
            {PARENTAL_CONSENT_BELOW_AGE}.
          </p>
          <p>
            Paid plans come with a {MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee; see the Terms of
            Service for billing.
          </p>
        </>
      }
      sections={sections}
      related={{ to: '/app/terms', label: 'Terms of Service' }}
    />
  );
}
