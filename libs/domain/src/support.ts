/** Premium support: the contact form's rules and the e-mail the support address receives. */
import { isPaidTier } from './subscription';
import type { SubscriptionTier } from './types';

/** The line under the support page's heading, the same for everyone (the page's HTML shows it before any script). */
export const SUPPORT_SUBTITLE = 'Questions about training, your account or your plan? Write to us here.';

/** The support address (also named on the legal pages). */
export const SUPPORT_EMAIL = 'support@dreampitch.example';

export type SupportTopic = 'account' | 'billing' | 'training' | 'technical' | 'other';

export const SUPPORT_TOPICS: readonly { id: SupportTopic; label: string }[] = [
  { id: 'account', label: 'My account' },
  { id: 'billing', label: 'Plans and payment' },
  { id: 'training', label: 'Goals and training' },
  { id: 'technical', label: 'Something is not working' },
  { id: 'other', label: 'Something else' },
];

export const SUPPORT_MESSAGE_MIN_LENGTH = 10;
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;
/** Requests per user the server accepts (support_request in *_pro_features.sql). */
export const SUPPORT_RATE_LIMITS = { perHour: 3, perDay: 10 } as const;
/** How soon we reply: paid plans are answered first. */
export const SUPPORT_REPLY_HOURS = { priority: 24, standard: 120 } as const;

export interface SupportReceipt {
  id: string;
  priority: boolean;
  createdAt: string;
  replyDueAt: string;
}

export function isSupportPriority(tier: SubscriptionTier | null | undefined): boolean {
  return isPaidTier(tier);
}

/** The reply time stated on the form and in the confirmation. */
export function supportReplyTime(priority: boolean): string {
  return priority ? 'within 1 business day' : 'within 5 business days';
}

export function validateSupportMessage(message: string): string | null {
  const length = message.trim().length;
  if (length < SUPPORT_MESSAGE_MIN_LENGTH)
    return `Please write at least ${SUPPORT_MESSAGE_MIN_LENGTH} characters so we can help.`;
  if (length > SUPPORT_MESSAGE_MAX_LENGTH)
    return `Please keep your message to ${SUPPORT_MESSAGE_MAX_LENGTH} characters.`;
  return null;
}

const field = (value: unknown, fallback = '') =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

/** The e-mail to the support address for a queued request (private.mail_outbox kind 'support_request'). */
export function supportRequestEmail(payload: Record<string, unknown>): { subject: string; text: string } {
  const priority = payload.priority === true;
  const topic = SUPPORT_TOPICS.find((item) => item.id === payload.topic)?.label ?? 'Something else';
  const name = field(payload.firstName, 'A player');
  return {
    subject: `${priority ? '[PRIORITY] ' : ''}Support request: ${topic} (${name})`,
    text:
      `${name} (${field(payload.replyTo, 'no e-mail')}, plan ${field(payload.plan, 'free')}) asks about: ${topic}\n\n` +
      `${field(payload.message)}\n\n` +
      `Reply ${supportReplyTime(priority)}, by ${field(payload.replyDueAt, 'the usual time')}. ` +
      `Request ${field(payload.requestId, '')}.`,
  };
}
