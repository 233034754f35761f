import { PLAN_COMPARISON, PLANS } from '@dreampitch/domain';
import { useId } from 'react';

function Cell({ value }: { value: string | boolean }) {
  if (typeof value === 'string') return <>{value}</>;
  return value ? (
    <span className="billing-compare__yes">
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">Included</span>
    </span>
  ) : (
    <span className="billing-compare__no">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not included</span>
    </span>
  );
}

/** The feature comparison: a real table, scrollable on its own (and by keyboard) on narrow screens. */
export function PlanComparisonTable() {
  const captionId = useId();
  return (
    <div className="billing-compare" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="billing-compare__table">
        <caption id={captionId}>Compare plans feature by feature</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {PLANS.map((plan) => (
              <th scope="col" key={plan.id}>
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PLAN_COMPARISON.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {PLANS.map((plan) => (
                <td key={plan.id}>
                  <Cell value={row[plan.id]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
