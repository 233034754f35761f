import {
  FREE_GOAL_LIMIT,
  MONEY_BACK_GUARANTEE_DAYS,
  PRICE_CHANGE_NOTICE_DAYS,
  planById,
  planPriceLabel,
} from '@dreampitch/domain';

/** Decorative plan icons; each card names its plan in text. */
export const PLAN_ICONS = { free: '⚽', pro: '⚡', parent: '👨‍👩‍👧' } as const;

export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Can I change my plan at any time?',
    answer:
      'Yes. You can upgrade, switch between Pro and Parent, or move back to Free whenever you like, and the change takes effect immediately.',
  },
  {
    question: 'What happens to my goals if I move back to Free?',
    answer: `Your existing goals are kept. On Free you can hold up to ${FREE_GOAL_LIMIT} goals, so you cannot create new goals beyond ${FREE_GOAL_LIMIT} until you upgrade again.`,
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: `Yes. Every paid plan comes with a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee: if DreamPitch is not for you, ask for a full refund within ${MONEY_BACK_GUARANTEE_DAYS} days of your first payment.`,
  },
  {
    question: 'How does billing work?',
    answer: `Pro costs ${planPriceLabel(planById('pro'))} and Parent ${planPriceLabel(planById('parent'))}, billed in advance and renewed automatically each month. You can cancel anytime, and we give ${PRICE_CHANGE_NOTICE_DAYS} days' notice before any price change.`,
  },
  {
    question: 'Which plan is right for a family?',
    answer:
      'Pro gives a player unlimited goals and the advanced training tools. Parent includes everything in Pro plus the parent features listed on its card.',
  },
  {
    question: 'Is my payment information safe?',
    answer:
      'Card details go straight to our payment provider and never touch our servers. Your plan only changes after the provider confirms the payment.',
  },
];
