import type { IconName } from '@dreampitch/ui';
import {
  FREE_GOAL_LIMIT,
  MONEY_BACK_GUARANTEE_DAYS,
  PAST_DUE_GRACE_DAYS,
  PRICE_CHANGE_NOTICE_DAYS,
  planById,
  planPriceLabel,
} from '@dreampitch/domain';

/** What a player on a parent's Parent plan is told on the plans page (private.effective_plan gives it). */
export const FAMILY_PLAN_NOTE =
  'Your parent’s Parent plan gives you everything in Pro while your accounts are linked.';

/** Decorative plan icons (drawn, not emoji: see Icon); each card names its plan in text. */
export const PLAN_ICONS = { free: 'ball', pro: 'zap', parent: 'family' } as const satisfies Record<
  string,
  IconName
>;

export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Can I change my plan at any time?',
    answer:
      'Yes. An upgrade, or a switch between Pro and Parent, takes effect immediately: a new monthly period starts that day and the unused part of your old plan is credited against it, with the amount shown before you confirm. Moving back to Free is a cancellation, which takes effect at the end of the period you have paid for.',
  },
  {
    question: 'What happens when I cancel?',
    answer:
      'Cancellation takes effect at the end of the current billing period: you keep your plan until then, you are not charged again, and you can resume before it ends. Afterwards your account moves to Free.',
  },
  {
    question: 'What if a renewal payment fails?',
    answer: `Your plan stays active for ${PAST_DUE_GRACE_DAYS} days while you update your card on this page. If it is not fixed by then, your account moves to Free.`,
  },
  {
    question: 'What happens to my goals if I move back to Free?',
    answer: `Your existing goals are kept. On Free you can hold up to ${FREE_GOAL_LIMIT} goals, so you cannot create new goals beyond ${FREE_GOAL_LIMIT} until you upgrade again.`,
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: `Yes. Every paid plan comes with a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee: if DreamPitch is not for you, ask for a full refund within ${MONEY_BACK_GUARANTEE_DAYS} days of your first payment. A guarantee refund ends the subscription at once; an ordinary cancellation keeps your plan until the end of the period.`,
  },
  {
    question: 'How does billing work?',
    answer: `Pro costs ${planPriceLabel(planById('pro'))} and Parent ${planPriceLabel(planById('parent'))}, billed in advance and renewed automatically each month. You can cancel anytime, and we give ${PRICE_CHANGE_NOTICE_DAYS} days' notice before any price change.`,
  },
  {
    question: 'Which plan is right for a family?',
    answer: `Pro gives one player unlimited goals and the advanced training tools. Parent is bought by a parent or guardian from a parent account: it includes everything in Pro and the parent features listed on its card, and every player linked to that account gets everything in Pro too, without a plan of their own, for as long as the link and the Parent plan last. If the link is removed or the Parent plan ends, the player moves back to Free: their goals and templates are kept, but they cannot add goals beyond ${FREE_GOAL_LIMIT} or use the Pro tools until a plan covers them again.`,
  },
  {
    question: 'Is my payment information safe?',
    answer:
      'Card details go straight to our payment provider and never touch our servers. Your plan only changes after the provider confirms the payment.',
  },
];
