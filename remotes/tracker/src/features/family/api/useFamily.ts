import { getBackend } from '@dreampitch/data';
import {
  getFamilyBackend,
  type ChildOverview,
  type FamilyBackend,
  type GoalSuggestionInput,
} from '@dreampitch/data/family';
import {
  createGoal,
  MESSAGES,
  otherPartyName,
  type AppUser,
  type FamilyLink,
  type FamilyMessages,
  type Goal,
  type GoalSuggestion,
} from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { useMemo } from 'react';
import { GOALS_KEY } from '../../../lib/queryKeys';
import { formErrorMessage, invalidate, useKeptLoaded, useLoaded, type Loaded } from '../../../lib/useLoaded';

/** Every family query's key starts with this: a family write reloads them all (links, overviews, plans, notices). */
export const FAMILY_KEY = 'family-';

/** The signed-in user's family links (null user id = nothing to load). */
export function useFamilyLinks(userId: string | null): Loaded<FamilyLink[]> {
  return useKeptLoaded(
    userId ? `${FAMILY_KEY}links:${userId}` : null,
    () => getFamilyBackend().listLinks(),
    getBackend(),
  );
}

export function useFamilyMessages(userId: string | null, enabled: boolean): Loaded<FamilyMessages> {
  return useLoaded(enabled && userId ? `${FAMILY_KEY}messages:${userId}` : null, () =>
    getFamilyBackend().listMessages(),
  );
}

/** Today's game time against a supervising parent's limit (null user id = nothing to load). */
export function useGameTimeAllowance(userId: string | null) {
  return useLoaded(userId ? `${FAMILY_KEY}game-time:${userId}` : null, () =>
    getFamilyBackend().getGameTimeAllowance(),
  );
}

/** What the parent is told in the app, e.g. that a 13+ player removed the link. */
export function useFamilyNotices(userId: string) {
  return useLoaded(`${FAMILY_KEY}notices:${userId}`, () => getFamilyBackend().listNotices());
}

/** Each confirmed player's plan; nothing to load without a confirmed player. */
export function useChildrenPlans(userId: string, links: FamilyLink[]) {
  const key = links.map((link) => link.id).join(',');
  return useKeptLoaded(
    links.length > 0 ? `${FAMILY_KEY}plans:${userId}:${key}` : null,
    () => getFamilyBackend().listChildrenPlans(),
    getBackend(),
  );
}

/**
 * One overview per linked child, in the order of `links` (one load, so the weekly report sees them together); its
 * week's counts end on `today` (the parent's date).
 */
export function useChildOverviews(links: FamilyLink[], today: string): Loaded<ChildOverview[]> {
  const key = links.map((link) => link.child.id).join(',');
  return useKeptLoaded(
    `${FAMILY_KEY}overviews:${key}:${today}`,
    () => Promise.all(links.map((link) => getFamilyBackend().getChildOverview(link.child.id!, today))),
    getBackend(),
  );
}

/** Who a mailed consent link names (null token, or not a parent: nothing to load). */
export function useConsentPreview(token: string | null) {
  return useLoaded(token ? `consent:${token}` : null, () => getFamilyBackend().consentPreview(token!));
}

/**
 * Runs a family write, toasts its success message or its error (`failure`'s words when given), and on success
 * reloads every family query on screen (and the queries named by `also`). Resolves whether the write succeeded, so
 * forms can clear themselves.
 */
export function useFamilyWrite() {
  const { showToast } = useToast();
  return useMemo(
    () =>
      async (
        write: (family: FamilyBackend) => Promise<unknown>,
        success: string,
        also: string[] = [],
        failure?: (error: unknown) => string,
      ): Promise<boolean> => {
        try {
          await write(getFamilyBackend());
        } catch (error) {
          const message = failure
            ? failure(error)
            : await formErrorMessage(error, MESSAGES.somethingWentWrongTryAgain);
          showToast(message, 'error');
          return false;
        }
        showToast(success, 'success');
        invalidate(FAMILY_KEY, ...also);
        return true;
      },
    [showToast],
  );
}

/** The family's writes, each with its message and the queries it reloads. */
export function useFamilyActions() {
  const run = useFamilyWrite();
  return useMemo(
    () => ({
      confirmLink: (link: FamilyLink) =>
        run((family) => family.confirmLink(link.id), `You are now linked to ${otherPartyName(link)}.`),
      /** Remove a link, decline a request or withdraw an invitation: `success` says which. */
      removeLink: (link: FamilyLink, success: string) => run((family) => family.removeLink(link.id), success),
      requestParent: (email: string) =>
        run((family) => family.requestParent(email), `Request sent to ${email}.`),
      inviteChild: (email: string) =>
        run((family) => family.inviteChild(email), `Invitation sent to ${email}.`),
      consentWithToken: (token: string, childName: string) =>
        run((family) => family.consentWithToken(token), `You are now linked to ${childName}.`, [
          'email-status:',
        ]),
      /** The player adds a parent's suggestion to its own goals. */
      addSuggestedGoal: (suggestion: GoalSuggestion, user: AppUser) =>
        run(
          async (family) => {
            const goal = createGoal(
              {
                title: suggestion.title,
                description: suggestion.description,
                pillar: suggestion.pillar,
                type: 'process',
              },
              { id: suggestion.id, ageGroup: user.ageGroup, now: new Date() },
            );
            await getBackend().saveGoals([goal], user.id);
            await family.answerSuggestion(suggestion.id, true);
          },
          `Added "${suggestion.title}" to your goals.`,
          [GOALS_KEY],
        ),
      dismissSuggestion: (suggestion: GoalSuggestion) =>
        run((family) => family.answerSuggestion(suggestion.id, false), 'Suggestion dismissed.'),
      encourage: (goal: Goal, message: string, childName: string) =>
        run((family) => family.encourage(goal.id, message), `Encouragement sent to ${childName}.`),
      decideGoal: (goal: Goal, approve: boolean) =>
        run(
          (family) => family.decideGoal(goal.id, approve),
          approve ? `Approved "${goal.title}".` : `Declined "${goal.title}".`,
        ),
      suggestGoal: (link: FamilyLink, input: GoalSuggestionInput, childName: string) =>
        run((family) => family.suggestGoal(link.id, input), `Goal suggested to ${childName}.`),
      /** Quietly: the notices reload either way (a failed dismiss shows the notice again). */
      dismissNotice: (id: string) => {
        const reload = () => invalidate(`${FAMILY_KEY}notices:`);
        return getFamilyBackend().dismissNotice(id).then(reload, reload);
      },
    }),
    [run],
  );
}
