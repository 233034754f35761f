import { PURCHASE_APPROVAL_LINK_PARAM } from '@dreampitch/domain';

/** What a mailed consent link is, said to a parent who opened it signed out. */
export const CONSENT_LINK_LEAD =
  'You opened a link DreamPitch e-mailed to a parent or guardian: a player named you to confirm their account. Sign in to your parent account, or create one with the e-mail address the link was sent to, and you come straight back to the request to read it and decide.';

/** What a mailed purchase approval link is (a player of 13 to 17 asked to buy Pro), said to a parent signed out. */
export const PURCHASE_APPROVAL_LINK_LEAD =
  'You opened a link DreamPitch e-mailed to a parent or guardian: your player asked you to approve DreamPitch Pro. Sign in to your parent account, or create one with the e-mail address the link was sent to, and you come straight back to the request to approve it or say not now.';

/**
 * Whether a page address is a mailed purchase approval (`/app/family?approve=…`), as the sign-in guard passes it on.
 * Here rather than beside isConsentLink in libs/domain: only the sign-in page asks, and the domain chunk loads first
 * on every route.
 */
export function isPurchaseApprovalLink(location: { pathname: string; search?: string }): boolean {
  return (
    location.pathname === '/app/family' &&
    new URLSearchParams(location.search ?? '').has(PURCHASE_APPROVAL_LINK_PARAM)
  );
}
