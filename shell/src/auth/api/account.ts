// The account repository loads only when someone asks, so the sign-in form does not carry it.

/** Mails the sign-up confirmation link to `email` again. */
export async function resendConfirmation(email: string): Promise<void> {
  const { getAccountBackend } = await import('@dreampitch/data/account');
  return getAccountBackend().resendConfirmation(email);
}

/** Mails a link to choose a new password (the server answers the same whether or not `email` has an account). */
export async function requestPasswordReset(email: string): Promise<void> {
  const { getAccountBackend } = await import('@dreampitch/data/account');
  return getAccountBackend().requestPasswordReset(email);
}
