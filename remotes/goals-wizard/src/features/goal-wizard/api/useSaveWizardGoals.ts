import {
  DataError,
  EMAIL_CONFIRMATION_REQUIRED,
  getBackend,
  messageForDatabaseError,
  rememberReturnPath,
} from '@dreampitch/data';
import {
  activeGoalCount,
  canSaveGoals,
  effectiveTier,
  errorMessage,
  isValidEmail,
  keptOnDeviceMessage,
  MESSAGES,
  PARENTAL_CONSENT_BELOW_AGE,
  validateWizardAccount,
  type Goal,
  type RegistrationPayload,
  type SubscriptionTier,
} from '@dreampitch/domain';
import { useAuth, useSubscription, useToast } from '@dreampitch/session';
import { useState } from 'react';
import { useNavigate } from '@dreampitch/ui/router';
import type { WizardHandoff } from '../../wizard-handoff/navigationState';
import { buildGoalsToSave } from '../buildGoals';
import type { WizardAccountDraft, WizardState } from '../wizardState';

export type AccountFieldErrors = Partial<Record<keyof WizardAccountDraft, string>>;

/** Step 3 for a visitor: create a new account, or sign in to the one they have (goals kept either way). */
export type WizardAccountMode = 'create' | 'signIn';

export const SIGN_IN_AND_SAVE_LABEL = 'Sign In & Save Goals';

export const EXISTING_ACCOUNT_MESSAGE =
  'You already have an account with this e-mail. Sign in below to save your goals to it.';

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
    firstName: account.firstName.trim(),
    lastName: account.lastName.trim(),
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
  const { user, register, login } = useAuth();
  const { tier } = useSubscription();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [accountErrors, setAccountErrors] = useState<AccountFieldErrors>({});
  const [accountMode, setAccountMode] = useState<WizardAccountMode>('create');

  function chooseAccountMode(mode: WizardAccountMode) {
    setAccountMode(mode);
    setAccountErrors({});
    setSaveError(null);
  }

  async function saveAsUser(
    state: WizardState,
    userId: string,
    userTier: SubscriptionTier = tier,
  ): Promise<boolean> {
    const goals = buildGoalsToSave(state, handoff, new Date());
    // The database applies the plan's limit to what it holds, in the same request as the save (save_goals). Goals
    // still waiting in local storage are counted here, so an offline save cannot queue more than the plan allows.
    const waiting = getBackend().getPendingGoals();
    if (!canSaveGoals(activeGoalCount(waiting), goals.length, userTier)) {
      setSaveError(MESSAGES.freeGoalLimit);
      return false;
    }
    return storeGoals(goals, userId, MESSAGES.failedToSaveGoals, MESSAGES.goalsSaved);
  }

  /** Saves under the user and says so, or says that they wait on this device (offline, or consent pending). */
  async function storeGoals(
    goals: Goal[],
    userId: string,
    failure: string,
    success: string,
  ): Promise<boolean> {
    try {
      const saved = await getBackend().saveGoals(goals, userId);
      if (saved.keptOnDevice) showToast(keptOnDeviceMessage(saved.keptOnDevice), 'info');
      else showToast(success, 'success');
      return true;
    } catch (error) {
      setSaveError(messageForDatabaseError(error, failure));
      return false;
    }
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
      setSaveError(errors.form);
      return false;
    }
    if (Object.keys(fieldErrors).length > 0) {
      setSaveError(Object.values(fieldErrors)[0] ?? null);
      return false;
    }

    const goals = buildGoalsToSave(state, handoff, new Date());
    // A new account is a free account: refuse before creating it rather than leave an account without its goals.
    if (!canSaveGoals(0, goals.length, 'free')) {
      setSaveError(MESSAGES.freeGoalLimit);
      return false;
    }

    try {
      // The success toast comes once the goals are saved too: 'Account created and goals saved successfully!'.
      await register(registrationPayload(account, handoff), { announceSuccess: false });
    } catch (error) {
      if (error instanceof DataError && error.code === EMAIL_CONFIRMATION_REQUIRED) {
        // The backend wants the e-mail confirmed first: the goals wait on this device (they sync at the first
        // sign-in), and the confirmation link brings the user back to the tracker.
        await getBackend().saveGoals(goals, null);
        rememberReturnPath('/app/goal-tracker');
        void navigate('/app/auth', { state: { checkInbox: account.email.trim() } });
        return false;
      }
      const message = errorMessage(error, MESSAGES.failedToCreateAccount);
      if (/already registered/i.test(message)) {
        // A returning visitor: offer sign-in right here, with the goals and the e-mail kept.
        setAccountMode('signIn');
        setSaveError(EXISTING_ACCOUNT_MESSAGE);
      } else setSaveError(message);
      return false;
    }

    const newUser = await getBackend()
      .getSession()
      .catch(() => null);
    if (!newUser) {
      setSaveError(MESSAGES.failedToCreateAccount);
      return false;
    }
    return storeGoals(
      goals,
      newUser.id,
      MESSAGES.failedToCreateAccount,
      MESSAGES.accountCreatedAndGoalsSaved,
    );
  }

  async function saveAsReturningUser(state: WizardState): Promise<boolean> {
    const email = state.account.email.trim();
    const fieldErrors: AccountFieldErrors = {};
    if (!isValidEmail(email)) fieldErrors.email = MESSAGES.invalidEmail;
    if (state.account.password === '') fieldErrors.password = MESSAGES.passwordRequired;
    setAccountErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) {
      setSaveError(Object.values(fieldErrors)[0] ?? null);
      return false;
    }
    try {
      // The success toast comes once the goals are saved too: 'Goals saved successfully!'.
      await login(email, state.account.password, { announceSuccess: false });
    } catch (error) {
      setSaveError(errorMessage(error, MESSAGES.loginFailed));
      return false;
    }
    const signedIn = await getBackend()
      .getSession()
      .catch(() => null);
    if (!signedIn) {
      setSaveError(MESSAGES.failedToSaveGoals);
      return false;
    }
    // The hook's tier is still the visitor's: the limit is the returning user's own plan.
    const profile = await getBackend()
      .getProfile(signedIn.id)
      .catch(() => null);
    return saveAsUser(state, signedIn.id, effectiveTier(profile?.effectivePlan));
  }

  async function save(state: WizardState): Promise<boolean> {
    setSaving(true);
    setSaveError(null);
    try {
      if (user) return await saveAsUser(state, user.id);
      return accountMode === 'signIn' ? await saveAsReturningUser(state) : await saveAsNewUser(state);
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, saveError, accountErrors, accountMode, chooseAccountMode };
}
