/** Sets the signed-in user's new password (the mailed reset link signed them in, so no current one is asked). */
export async function changePassword(password: string): Promise<void> {
  const { getAccountBackend } = await import('@dreampitch/data/account');
  return getAccountBackend().changePassword(password);
}
