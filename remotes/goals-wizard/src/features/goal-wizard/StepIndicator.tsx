import type { WizardStep } from '@dreampitch/domain';
import { cx } from '@dreampitch/ui';

export const WIZARD_STEPS: readonly { step: WizardStep; title: string }[] = [
  { step: 1, title: 'Choose Your Goals' },
  { step: 2, title: 'Plan Training Sessions' },
  { step: 3, title: 'Review and Save' },
];

/** The 3-dot indicator; the current dot is `aria-current="step"` and every dot has a text name. */
export function StepIndicator({ step }: { step: WizardStep }) {
  return (
    <ol className="goals-steps" aria-label="Goal wizard progress">
      {WIZARD_STEPS.map((item) => {
        const state = item.step === step ? 'current' : item.step < step ? 'done' : 'todo';
        return (
          <li
            key={item.step}
            className={cx('goals-steps__item', `goals-steps__item--${state}`)}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="goals-steps__dot" aria-hidden="true" />
            <span className="visually-hidden">
              Step {item.step}: {item.title}
              {state === 'done' ? ' (done)' : state === 'current' ? ' (current step)' : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
