import {
  FREE_GOAL_LIMIT,
  MIN_AGE,
  MONEY_BACK_GUARANTEE_DAYS,
  PARENT_MANAGED_BELOW_AGE,
  PARENTAL_CONSENT_BELOW_AGE,
  PLANS,
  PRICE_CHANGE_NOTICE_DAYS,
  planById,
  planPriceLabel,
} from '@dreampitch/domain';
import { ContactDetails, LEGAL_CONTACT, LegalLayout, type LegalSection } from './LegalLayout';

const paidPlans = PLANS.filter((plan) => plan.price > 0);
const freePlan = planById('free');

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    content: (
      <>
        <p>
          These Terms of Service are an agreement between you and DreamPitch about using the DreamPitch app
          and website. By creating an account or using DreamPitch you accept them. If you are under{' '}
          {PARENTAL_CONSENT_BELOW_AGE}, a parent or guardian must read and accept them with you.
        </p>
        <p>
          DreamPitch is a live beta: we are still adding and improving features, and some may change or be
          unavailable from time to time.
        </p>
      </>
    ),
  },
  {
    id: 'accounts-and-age',
    title: 'Accounts, age and parental consent',
    content: (
      <ul>
        <li>Players must be at least {MIN_AGE} years old.</li>
        <li>
          <strong>Parents or guardians give consent for users under {PARENTAL_CONSENT_BELOW_AGE}.</strong>{' '}
          Players under {PARENTAL_CONSENT_BELOW_AGE} need a parent&apos;s or guardian&apos;s consent and give
          a parent or guardian e-mail address when they sign up.
        </li>
        <li>
          <strong>
            Parents or guardians manage the accounts of children under {PARENT_MANAGED_BELOW_AGE}.
          </strong>{' '}
          They control the child&apos;s account, its settings and any purchase.
        </li>
        <li>
          Keep your password private and tell us at{' '}
          <a href={`mailto:${LEGAL_CONTACT.supportEmail}`}>{LEGAL_CONTACT.supportEmail}</a> if you think
          someone else has used your account. The information you give us must be true, especially your age.
        </li>
      </ul>
    ),
  },
  {
    id: 'plans-and-prices',
    title: 'Plans and prices',
    content: (
      <>
        <p>
          DreamPitch offers these plans (prices in US dollars, including any taxes we are required to
          collect):
        </p>
        <ul>
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <strong>
                {plan.name}: {planPriceLabel(plan)}
              </strong>{' '}
              {plan.description}
            </li>
          ))}
        </ul>
        <p>
          The {freePlan.name} plan is limited to {FREE_GOAL_LIMIT} goals. A purchase for a child&apos;s
          account must be made by a parent or guardian.
        </p>
      </>
    ),
  },
  {
    id: 'billing-and-renewal',
    title: 'Billing and automatic renewal',
    content: (
      <ul>
        <li>
          <strong>Paid plans are billed in advance</strong>, at the start of each monthly billing period, to
          the card you give our card payment provider.
        </li>
        <li>
          <strong>Your subscription renews automatically</strong> at the end of each billing period for
          another period at the then-current price, until you cancel.
        </li>
        <li>
          <strong>We give at least {PRICE_CHANGE_NOTICE_DAYS} days&apos; notice of any price change</strong>,
          by e-mail and in the app. A new price applies from your first billing period that starts after the
          notice period ends; if you do not want to pay it, you can cancel before then.
        </li>
        <li>
          If a payment fails we will let you know; if it is not fixed, your account moves to the Free plan.
        </li>
      </ul>
    ),
  },
  {
    id: 'changing-plans',
    title: 'Changing plans',
    content: (
      <>
        <p>
          <strong>Plan changes you make in the app take effect immediately.</strong> When you upgrade from
          Free, or switch between{' '}
          {paidPlans.map((plan) => `${plan.name} (${planPriceLabel(plan)})`).join(' and ')}, your new
          plan&apos;s features start straight away and a new monthly billing period starts on the day of the
          change. Any amount you had already paid for the rest of your previous billing period is credited
          against the new plan&apos;s first payment.
        </p>
        <p>
          Moving from a paid plan to Free is a cancellation: it is registered immediately and takes effect as
          described below. After moving to a plan with a goal limit, your existing goals are kept, but you
          cannot create new goals beyond the limit.
        </p>
      </>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancel anytime',
    content: (
      <>
        <p>
          <strong>You can cancel anytime</strong>, in the app on the Plans page or by e-mailing{' '}
          <a href={`mailto:${LEGAL_CONTACT.supportEmail}`}>{LEGAL_CONTACT.supportEmail}</a>. There is no
          cancellation fee.
        </p>
        <ul>
          <li>
            Your cancellation is registered immediately: automatic renewal stops and you will not be charged
            again.
          </li>
          <li>
            <strong>Cancellation takes effect at the end of the current billing period.</strong> You keep your
            paid features until then, because that period is already paid for; afterwards your account moves
            to the Free plan.
          </li>
          <li>
            Apart from the money-back guarantee below, we do not refund the rest of a billing period that has
            already started.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'money-back-guarantee',
    title: `${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee`,
    content: (
      <p>
        <strong>If you are not happy, ask for a refund within {MONEY_BACK_GUARANTEE_DAYS} days</strong> of
        your first payment for a paid plan and we will refund that payment in full, no questions asked. E-mail{' '}
        <a href={`mailto:${LEGAL_CONTACT.supportEmail}`}>{LEGAL_CONTACT.supportEmail}</a>. Refunds go back to
        the card you paid with, usually within 5 to 10 business days. With a guarantee refund your
        subscription ends and your account moves to the Free plan at once.
      </p>
    ),
  },
  {
    id: 'safe-training',
    title: 'Training safely',
    content: (
      <p>
        DreamPitch gives general training ideas and goals, not medical or professional coaching advice. Warm
        up, train within your limits, stop if something hurts, and follow the guidance of your coach, doctor
        and parents. Younger players should train with an adult nearby.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Using DreamPitch fairly',
    content: (
      <ul>
        <li>
          Be respectful: do not post anything unkind, unsafe or illegal, or anything about another person
          without their permission.
        </li>
        <li>
          Do not try to access other people&apos;s accounts or data, or to break, overload or copy the
          service.
        </li>
        <li>We may suspend an account that breaks these terms, after telling you why where we can.</li>
      </ul>
    ),
  },
  {
    id: 'content',
    title: 'Your content and ours',
    content: (
      <p>
        The goals, notes and other content you add stay yours; you let us store and show them to you (and to
        the parent or guardian managing your account) to run the service. The DreamPitch app, its name,
        training content and games belong to DreamPitch.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    content: (
      <p>
        We work hard to keep DreamPitch available and accurate, but as a beta service it is provided as it is.
        To the extent the law allows, we are not responsible for losses we could not reasonably foresee.
        Nothing in these terms limits rights you have under consumer protection law.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms as DreamPitch grows. If a change matters to you, we will tell you in the app
        and by e-mail at least {PRICE_CHANGE_NOTICE_DAYS} days before it takes effect. The date at the top
        shows when they were last updated.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <>
        <p>Questions about these terms, billing or a refund? Contact us:</p>
        <ContactDetails email={LEGAL_CONTACT.supportEmail} />
      </>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      summary={
        <ul>
          <li>Players under {PARENTAL_CONSENT_BELOW_AGE} need a parent&apos;s or guardian&apos;s consent.</li>
          <li>Paid plans are billed monthly in advance and renew automatically.</li>
          <li>Cancel anytime: cancellation takes effect at the end of the billing period.</li>
          <li>{MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee.</li>
        </ul>
      }
      sections={sections}
      related={{ to: '/app/privacy', label: 'Privacy Policy' }}
    />
  );
}
