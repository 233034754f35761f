import { getBackend } from '@dreampitch/data';
import {
  activeGoalCount,
  canSaveGoals,
  errorMessage,
  isValidEmail,
  MESSAGES,
  messageForDatabaseError,
  PARENTAL_CONSENT_BELOW_AGE,
  validateWizardAccount,
  type RegistrationPayload,
} from '@dreampitch/domain';
import { useAuth, useSubscription, useToast } from '@dreampitch/session';
import { useState } from 'react';
import type { WizardHandoff } from '../wizard-handoff/navigationState';
import { buildGoalsToSave } from './buildGoals';
import type { WizardAccountDraft, WizardState } from './wizardState';

export type AccountFieldErrors = Partial<Record<keyof WizardAccountDraft, string>>;

export function needsParentEmail(handoff: Pick<WizardHandoff, 'age'>): boolean {
  return handoff.age < PARENTAL_CONSENT_BELOW_AGE;
}

/** Every account field the visitor must fill, the parent e-mail included for players under 18. */
export function accountFieldsFilled(
  account: WizardAccountDraft,
  handoff: Pick<WizardHandoff, 'age'>,
): boolean {
  const required = [account.firstName, account.lastName, account.email, account.password];
  if (needsParentEmail(handoff)) required.push(account.parentEmail);
  return required.every((value) => value.trim() !== '');
}

function registrationPayload(account: WizardAccountDraft, handoff: WizardHandoff): RegistrationPayload {
  return {
    email: account.email.trim(),
    password: account.password,
    first_name: account.firstName.trim(),
    last_name: account.lastName.trim(),
    accountType: 'player',
    age: handoff.age,
    ...(needsParentEmail(handoff) ? { parentEmail: account.parentEmail.trim() } : {}),
  };
}

/**
 * Spec §7 goal saving. Signed in: check the free-tier limit against the goals already held, then save. Anonymous:
 * validate the account fields, check the limit, register (which signs in), then save under the new user.
 * Resolves true when the goals are saved (in the database, or in local storage to sync later).
 */
export function useSaveWizardGoals(handoff: WizardHandoff) {
  const { user, register } = useAuth();
  const { tier } = useSubscription();
  const { showToast } = useToast();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [accountErrors, setAccountErrors] = useState<AccountFieldErrors>({});

  function fail(message: string) {
    setSaveError(message);
    showToast(message, 'error');
  }

  async function saveAsUser(state: WizardState, userId: string): Promise<boolean> {
    const goals = buildGoalsToSave(state, handoff, new Date());
    try {
      // Unreachable database: count what is waiting locally; the save itself then falls back to local storage too.
      const existing = await getBackend()
        .listGoals(userId)
        .catch(() => getBackend().getPendingGoals());
      if (!canSaveGoals(activeGoalCount(existing), goals.length, tier)) {
        fail(MESSAGES.freeGoalLimit);
        return false;
      }
      await getBackend().saveGoals(goals, userId);
    } catch (error) {
      fail(messageForDatabaseError(error, MESSAGES.failedToSaveGoals));
      return false;
    }
    showToast(MESSAGES.goalsSaved, 'success');
    return true;
  }

  async function saveAsNewUser(state: WizardState): Promise<boolean> {
    const { account } = state;
    const errors = validateWizardAccount(account);
    const fieldErrors: AccountFieldErrors = {};
    if (errors.password) fieldErrors.password = errors.password;
    if (!errors.form && !isValidEmail(account.email.trim())) fieldErrors.email = MESSAGES.invalidEmail;
    if (!errors.form && needsParentEmail(handoff)) {
      if (account.parentEmail.trim() === '') fieldErrors.parentEmail = MESSAGES.parentEmailRequired;
      else if (!isValidEmail(account.parentEmail.trim())) fieldErrors.parentEmail = MESSAGES.invalidEmail;
    }
    setAccountErrors(fieldErrors);
    if (errors.form) {
      fail(errors.form);
      return false;
    }
    if (Object.keys(fieldErrors).length > 0) {
      setSaveError(Object.values(fieldErrors)[0] ?? null);
      return false;
    }

    const goals = buildGoalsToSave(state, handoff, new Date());
    // A new account is a free account: refuse before creating it rather than leave an account without its goals.
    if (!canSaveGoals(0, goals.length, 'free')) {
      fail(MESSAGES.freeGoalLimit);
      return false;
    }

    try {
      // register toasts its own failure, so only the inline message is added here.
      await register(registrationPayload(account, handoff));
    } catch (error) {
      setSaveError(errorMessage(error, MESSAGES.failedToCreateAccount));
      return false;
    }

    try {
      const newUser = await getBackend().getSession();
      if (!newUser) throw new Error(MESSAGES.failedToCreateAccount);
      await getBackend().saveGoals(goals, newUser.id);
    } catch (error) {
      fail(messageForDatabaseError(error, MESSAGES.failedToCreateAccount));
      return false;
    }
    showToast(MESSAGES.accountCreatedAndGoalsSaved, 'success');
    return true;
  }

  async function save(state: WizardState): Promise<boolean> {
    setSaving(true);
    setSaveError(null);
    try {
      return user ? await saveAsUser(state, user.id) : await saveAsNewUser(state);
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, saveError, accountErrors };
}
