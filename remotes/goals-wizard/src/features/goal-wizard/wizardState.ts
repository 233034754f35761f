import {
  canAddCustomGoal,
  customGoalToTemplate,
  isGoalSelected,
  toggleGoalSelection,
  type CustomGoalInput,
  type SessionPlanBlock,
  type TemplateGoal,
  type WizardAccountFields,
  type WizardStep,
} from '@dreampitch/domain';

/** A session as planned in step 2, linked to a selected goal by its key (template goals have no id yet). */
export interface DraftSession {
  id: string;
  goalKey: string;
  sessionDate: string;
  startTime: string;
  duration: number;
  notes: string;
  /** The drills planned for it (the training remote's plan editor); absent: a session without drills. */
  plan?: SessionPlanBlock[];
}

export interface WizardAccountDraft extends WizardAccountFields {
  /** Asked only of players under 18: sign-up requires it (spec §5, §6). */
  parentEmail: string;
}

export interface WizardState {
  step: WizardStep;
  selectedGoals: TemplateGoal[];
  /** Custom goals stay listed when unselected, so toggling one off never loses what was typed. */
  customGoals: TemplateGoal[];
  sessions: DraftSession[];
  account: WizardAccountDraft;
}

export type WizardAction =
  | { type: 'goToStep'; step: WizardStep }
  | { type: 'toggleGoal'; goal: TemplateGoal; max: number }
  | { type: 'addCustomGoal'; input: CustomGoalInput; max: number }
  | { type: 'addSession'; session: DraftSession }
  | { type: 'updateSession'; session: DraftSession }
  | { type: 'removeSession'; sessionId: string }
  | { type: 'setAccountField'; field: keyof WizardAccountDraft; value: string };

export const EMPTY_ACCOUNT: WizardAccountDraft = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  parentEmail: '',
};

export const INITIAL_WIZARD_STATE: WizardState = {
  step: 1,
  selectedGoals: [],
  customGoals: [],
  sessions: [],
  account: EMPTY_ACCOUNT,
};

/** Identity of a goal in the wizard: the domain treats title + pillar as the same selection. */
export function goalKey(goal: TemplateGoal): string {
  return `${goal.pillar}:${goal.title}`;
}

/** Sessions whose goal is still selected: only these are saved. */
export function linkedSessions(state: Pick<WizardState, 'selectedGoals' | 'sessions'>): DraftSession[] {
  const selectedKeys = new Set(state.selectedGoals.map(goalKey));
  return state.sessions.filter((session) => selectedKeys.has(session.goalKey));
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'goToStep':
      return { ...state, step: action.step };
    case 'toggleGoal':
      return { ...state, selectedGoals: toggleGoalSelection(state.selectedGoals, action.goal, action.max) };
    case 'addCustomGoal': {
      if (!canAddCustomGoal(action.input, state.selectedGoals.length, action.max)) return state;
      const goal = customGoalToTemplate(action.input);
      if (isGoalSelected(state.selectedGoals, goal)) return state;
      const known = state.customGoals.some((custom) => goalKey(custom) === goalKey(goal));
      return {
        ...state,
        customGoals: known ? state.customGoals : [...state.customGoals, goal],
        selectedGoals: [...state.selectedGoals, goal],
      };
    }
    case 'addSession':
      return { ...state, sessions: [...state.sessions, action.session] };
    case 'updateSession':
      return {
        ...state,
        sessions: state.sessions.map((session) =>
          session.id === action.session.id ? action.session : session,
        ),
      };
    case 'removeSession':
      return { ...state, sessions: state.sessions.filter((session) => session.id !== action.sessionId) };
    case 'setAccountField':
      return { ...state, account: { ...state.account, [action.field]: action.value } };
  }
}
