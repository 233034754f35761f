/** What a mailed consent link is, said to a parent who opened it signed out. */
export const CONSENT_LINK_LEAD =
  'You opened a link DreamPitch e-mailed to a parent or guardian: a player named you to confirm their account. Sign in to your parent account, or create one with the e-mail address the link was sent to, and you come straight back to the request to read it and decide.';
