import type { WizardHandoff } from '../wizard-handoff/navigationState';
import { EMPTY_ACCOUNT, INITIAL_WIZARD_STATE, type WizardState } from './wizardState';

export const WIZARD_DRAFT_KEY = 'dreampitch.goalWizardDraft';

interface StoredDraft {
  handoffKey: string;
  state: WizardState;
}

/** A draft belongs to one personalisation: another style, age or skill level starts afresh. */
export function handoffKey(handoff: WizardHandoff): string {
  return `${handoff.playerStyle}|${handoff.age}|${handoff.skillLevel}`;
}

function isWizardState(value: unknown): value is WizardState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<WizardState>;
  return (
    (state.step === 1 || state.step === 2 || state.step === 3) &&
    Array.isArray(state.selectedGoals) &&
    Array.isArray(state.customGoals) &&
    Array.isArray(state.sessions) &&
    typeof state.account === 'object' &&
    state.account !== null
  );
}

/** The saved draft for this personalisation, or a fresh wizard. */
export function loadWizardDraft(storage: Storage | undefined, handoff: WizardHandoff): WizardState {
  try {
    const raw = storage?.getItem(WIZARD_DRAFT_KEY);
    if (!raw) return INITIAL_WIZARD_STATE;
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    if (draft.handoffKey !== handoffKey(handoff) || !isWizardState(draft.state)) return INITIAL_WIZARD_STATE;
    return { ...draft.state, account: { ...EMPTY_ACCOUNT, ...draft.state.account, password: '' } };
  } catch {
    return INITIAL_WIZARD_STATE;
  }
}

/** Keeps the draft across a reload. The password is never written to storage. */
export function saveWizardDraft(
  storage: Storage | undefined,
  handoff: WizardHandoff,
  state: WizardState,
): void {
  const draft: StoredDraft = {
    handoffKey: handoffKey(handoff),
    state: { ...state, account: { ...state.account, password: '' } },
  };
  try {
    storage?.setItem(WIZARD_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the wizard still works, it just won't survive a reload.
  }
}

export function clearWizardDraft(storage: Storage | undefined): void {
  try {
    storage?.removeItem(WIZARD_DRAFT_KEY);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

/** sessionStorage when the browser allows it (it throws on access in some locked-down contexts). */
export function browserSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
