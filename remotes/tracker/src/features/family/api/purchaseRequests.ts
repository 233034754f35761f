import { getFamilyBackend } from '@dreampitch/data/family';
import { invalidate, useLoaded } from '../../../lib/useLoaded';
import { FAMILY_KEY } from './useFamily';

const REQUESTS_KEY = `${FAMILY_KEY}purchase-requests`;

/** Parent: the open "Ask a parent" requests of its linked players. */
export function usePurchaseRequests(userId: string) {
  return useLoaded(`${REQUESTS_KEY}:${userId}`, () => getFamilyBackend().listPurchaseRequests());
}

export function reloadPurchaseRequests(): void {
  invalidate(REQUESTS_KEY);
}

/** Approves a 13-17 player's purchase with the mailed link's token. */
export function approvePurchase(token: string) {
  return getFamilyBackend().approvePurchase(token);
}

export function declinePurchase(requestId: string) {
  return getFamilyBackend().declinePurchase(requestId);
}
