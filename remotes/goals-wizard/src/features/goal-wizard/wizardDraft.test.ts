import { createMemoryStorage } from '@dreampitch/data';
import { goalLibraryFor } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { buildWizardHandoff } from '../wizard-handoff/navigationState';
import { clearWizardDraft, loadWizardDraft, saveWizardDraft, WIZARD_DRAFT_KEY } from './wizardDraft';
import { INITIAL_WIZARD_STATE, type WizardState } from './wizardState';

function memoryStorage(): Storage {
  const store = createMemoryStorage();
  return {
    get length() {
      return 0;
    },
    clear: () => undefined,
    key: () => null,
    getItem: (key) => store.getItem(key),
    setItem: (key, value) => store.setItem(key, value),
    removeItem: (key) => store.removeItem(key),
  };
}

const handoff = buildWizardHandoff('messi', 10, 'beginner');
const state: WizardState = {
  ...INITIAL_WIZARD_STATE,
  step: 2,
  selectedGoals: goalLibraryFor('8-12').slice(0, 2),
  account: {
    firstName: 'Mia',
    lastName: 'Lopez',
    email: 'mia@example.com',
    password: 'secret1',
    parentEmail: '',
  },
};

describe('wizard draft', () => {
  test('restores the draft of the same personalisation, without the password', () => {
    const storage = memoryStorage();
    saveWizardDraft(storage, handoff, state);
    expect(storage.getItem(WIZARD_DRAFT_KEY)).not.toContain('secret1');
    expect(loadWizardDraft(storage, handoff)).toEqual({
      ...state,
      account: { ...state.account, password: '' },
    });
  });

  test('another style, age or skill level starts afresh', () => {
    const storage = memoryStorage();
    saveWizardDraft(storage, handoff, state);
    expect(loadWizardDraft(storage, buildWizardHandoff('messi', 11, 'beginner'))).toEqual(
      INITIAL_WIZARD_STATE,
    );
    expect(loadWizardDraft(storage, buildWizardHandoff('ronaldo', 10, 'beginner'))).toEqual(
      INITIAL_WIZARD_STATE,
    );
  });

  test('corrupt, cleared or missing storage gives a fresh wizard', () => {
    const storage = memoryStorage();
    storage.setItem(WIZARD_DRAFT_KEY, '{not json');
    expect(loadWizardDraft(storage, handoff)).toEqual(INITIAL_WIZARD_STATE);
    saveWizardDraft(storage, handoff, state);
    clearWizardDraft(storage);
    expect(loadWizardDraft(storage, handoff)).toEqual(INITIAL_WIZARD_STATE);
    expect(loadWizardDraft(undefined, handoff)).toEqual(INITIAL_WIZARD_STATE);
  });
});
