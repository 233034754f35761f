import { FAQ } from './plansContent';

/** Native disclosure widgets: keyboard operable and announced as expandable without any script. */
export function PlansFaq({ headingId }: { headingId: string }) {
  return (
    <section className="billing-faq" aria-labelledby={headingId}>
      <h2 id={headingId}>Frequently asked questions</h2>
      {FAQ.map((entry) => (
        <details key={entry.question} className="billing-faq__item">
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </section>
  );
}
