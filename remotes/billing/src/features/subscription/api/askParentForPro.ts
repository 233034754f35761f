/**
 * Pro for a player under 18 (the server's rule, who_may_pay.sql): what the server says of the player's purchase, and
 * "Ask a parent". The family repository loads only on this page's child view, so the plans pages stay as small.
 */
async function familyBackend() {
  const { getFamilyBackend } = await import('@dreampitch/data/family');
  return getFamilyBackend();
}

export async function purchaseStatus() {
  return (await familyBackend()).purchaseStatus();
}

export async function askParentForPro() {
  return (await familyBackend()).askParentForPro();
}
