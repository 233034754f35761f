/**
 * A player asks its linked parents for the Parent plan (the server decides who is mailed: confirmed links with a
 * verified e-mail, once a day each). The family repository loads only when a player asks, so the plans pages do not
 * carry it.
 */
export async function askParentForPlan() {
  const { getFamilyBackend } = await import('@dreampitch/data/family');
  return getFamilyBackend().askParentForPlan();
}
