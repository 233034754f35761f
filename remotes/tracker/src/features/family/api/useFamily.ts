import { mutate, useQuery, type Query } from '@dreampitch/app-frame/query';
import { getBackend } from '@dreampitch/data';
import {
  getFamilyBackend,
  type ChildOverview,
  type ChildPlan,
  type FamilyBackend,
  type GoalSuggestionInput,
  type ManagedChild,
  type NewChildAccount,
} from '@dreampitch/data/family';
import {
  MESSAGES,
  errorMessage,
  type FamilyLevel,
  type FamilyLink,
  type FamilyMessages,
  type Goal,
} from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { useCallback } from 'react';

/** Every family query's key starts with this: any family change makes them all stale. */
export const FAMILY_QUERIES = 'family-';
/** The tracker's goal queries (useGoals): a goal accepted from a parent's suggestion joins them. */
const GOAL_QUERIES = 'goals:';

/** The signed-in user's family links (null user id = nothing to load). */
export function useFamilyLinks(userId: string | null): Query<FamilyLink[]> {
  return useQuery(userId ? `${FAMILY_QUERIES}links:${userId}` : null, () => getFamilyBackend().listLinks());
}

export function useFamilyMessages(userId: string | null, enabled: boolean): Query<FamilyMessages> {
  return useQuery(enabled && userId ? `${FAMILY_QUERIES}messages:${userId}` : null, () =>
    getFamilyBackend().listMessages(),
  );
}

/** The daily game time left to a supervised player (asked only when a parent link is confirmed). */
export function useGameTimeAllowance(userId: string, enabled: boolean) {
  return useQuery(enabled ? `${FAMILY_QUERIES}game-time:${userId}` : null, () =>
    getFamilyBackend().getGameTimeAllowance(),
  );
}

export function useFamilyNotices(userId: string) {
  return useQuery(`${FAMILY_QUERIES}notices:${userId}`, () => getFamilyBackend().listNotices());
}

export function useManagedChildren(userId: string): Query<ManagedChild[]> {
  return useQuery(`${FAMILY_QUERIES}managed:${userId}`, () => getFamilyBackend().listManagedChildren());
}

/** Each confirmed player's plan; `links` names the links the answer belongs to (empty = nothing to load). */
export function useChildrenPlans(userId: string, links: FamilyLink[]): Query<ChildPlan[]> {
  const key = links.map((link) => link.id).join(',');
  return useQuery(links.length > 0 ? `${FAMILY_QUERIES}plans:${userId}:${key}` : null, () =>
    getFamilyBackend().listChildrenPlans(),
  );
}

/** One overview per linked child, in the order of `links`, from one combined load. */
export function useChildOverviews(links: FamilyLink[]): Query<ChildOverview[]> {
  const key = links.map((link) => link.child.id).join(',');
  return useQuery(`${FAMILY_QUERIES}overviews:${key}`, () =>
    Promise.all(links.map((link) => getFamilyBackend().getChildOverview(link.child.id!))),
  );
}

/** Who asks for consent through a mailed link (only a parent account asks; null token = nothing to load). */
export function useConsentPreview(token: string | null, enabled: boolean) {
  return useQuery(token && enabled ? `${FAMILY_QUERIES}consent:${token}` : null, () =>
    getFamilyBackend().consentPreview(token!),
  );
}

const change = <R>(call: (family: FamilyBackend) => Promise<R>, also: string[] = []) =>
  mutate(() => call(getFamilyBackend()), [FAMILY_QUERIES, ...also]);

/** The family writes; each makes the family queries stale, so every card and list on screen loads again. */
export const familyCommands = {
  requestParent: (parentEmail: string) => change((family) => family.requestParent(parentEmail)),
  inviteChild: (childEmail: string) => change((family) => family.inviteChild(childEmail)),
  confirmLink: (linkId: string) => change((family) => family.confirmLink(linkId)),
  removeLink: (linkId: string) => change((family) => family.removeLink(linkId)),
  consentWithToken: (token: string) => change((family) => family.consentWithToken(token)),
  dismissNotice: (noticeId: string) => change((family) => family.dismissNotice(noticeId)),
  createChildAccount: (account: NewChildAccount) => change((family) => family.createChildAccount(account)),
  resetChildPassword: (childId: string, password: string) =>
    change((family) => family.resetChildPassword(childId, password)),
  deleteChildAccount: (childId: string) => change((family) => family.deleteChildAccount(childId)),
  setLevel: (linkId: string, level: FamilyLevel) => change((family) => family.setLevel(linkId, level)),
  setGameLimit: (linkId: string, minutes: number | null) =>
    change((family) => family.setGameLimit(linkId, minutes)),
  decideGoal: (goalId: string, approve: boolean) => change((family) => family.decideGoal(goalId, approve)),
  suggestGoal: (linkId: string, suggestion: GoalSuggestionInput) =>
    change((family) => family.suggestGoal(linkId, suggestion)),
  encourage: (goalId: string, message: string) => change((family) => family.encourage(goalId, message)),
  declineSuggestion: (suggestionId: string) =>
    change((family) => family.answerSuggestion(suggestionId, false)),
  /** Saves the suggested goal as the player's own, then marks the suggestion accepted. */
  acceptSuggestion: (suggestionId: string, goal: Goal, userId: string) =>
    change(
      async (family) => {
        await getBackend().saveGoals([goal], userId);
        await family.answerSuggestion(suggestionId, true);
      },
      [GOAL_QUERIES],
    ),
};

/**
 * Runs a family action, toasts its success message or its error, and calls `after` on success. Resolves whether
 * the action succeeded, so forms can clear themselves.
 */
export function useFamilyAction() {
  const { showToast } = useToast();
  return useCallback(
    async (action: () => Promise<unknown>, success: string, after?: () => void): Promise<boolean> => {
      try {
        await action();
        showToast(success, 'success');
        after?.();
        return true;
      } catch (error) {
        showToast(errorMessage(error, MESSAGES.somethingWentWrongTryAgain), 'error');
        return false;
      }
    },
    [showToast],
  );
}
