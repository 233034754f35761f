import {
  DRILL_SCENARIOS,
  DRILL_TIME_LIMIT_SECONDS,
  MESSAGES,
  accuracyPercent,
  drillMaxScore,
  drillScore,
  drillSecondsRemaining,
  type DrillAnswers,
  type DrillScenario,
} from '@dreampitch/domain';

/** Why a game ended: every scenario answered, or the 15-minute countdown reached zero. */
export type DrillEnding = 'completed' | 'time-up';

export interface DrillState {
  scenarios: readonly DrillScenario[];
  /** Increases with every new game, so effects can tell one finished game from the next. */
  round: number;
  /** Index of the scenario on screen. */
  index: number;
  /** The option picked for the current scenario, before or after submitting. */
  selectedOptionId: string | null;
  /** True once the current scenario's answer is submitted: its options are locked and explained. */
  submitted: boolean;
  /** Submitted answers: scenario id -> option id. */
  answers: Readonly<Record<string, string>>;
  /** Message shown when 'Submit Answer' is refused. */
  error: string | null;
  /** Seconds played, paused time excluded. */
  elapsedSeconds: number;
  /** The countdown: the drill's 15 minutes, or the game time left today when the server started the game with less. */
  limitSeconds: number;
  paused: boolean;
  /** null while the game is running. */
  ending: DrillEnding | null;
}

export type DrillAction =
  | { type: 'select'; optionId: string }
  | { type: 'submit' }
  | { type: 'next' }
  | { type: 'finish' }
  | { type: 'tick' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'restart' };

export function initialDrillState(
  scenarios: readonly DrillScenario[] = DRILL_SCENARIOS,
  round = 1,
  limitSeconds = DRILL_TIME_LIMIT_SECONDS,
): DrillState {
  return {
    scenarios,
    round,
    index: 0,
    selectedOptionId: null,
    submitted: false,
    answers: {},
    error: null,
    elapsedSeconds: 0,
    limitSeconds,
    paused: false,
    ending: null,
  };
}

export function currentScenario(state: DrillState): DrillScenario {
  const scenario = state.scenarios[state.index];
  if (!scenario) throw new Error(`No scenario at index ${state.index}`);
  return scenario;
}

export const isLastScenario = (state: DrillState) => state.index === state.scenarios.length - 1;
export const isFinished = (state: DrillState) => state.ending !== null;
export const drillPoints = (state: DrillState) => drillScore(state.answers, state.scenarios);
export const drillMaximum = (state: DrillState) => drillMaxScore(state.scenarios);
export const secondsRemaining = (state: DrillState) =>
  drillSecondsRemaining(state.elapsedSeconds, state.limitSeconds);

export interface DrillResult {
  score: number;
  maxScore: number;
  /** Whole percent of the maximum. */
  accuracy: number;
  seconds: number;
  ending: DrillEnding;
  /** Scenario id -> chosen option id: what the server scores. */
  answers: DrillAnswers;
}

/** The finished game's figures, or null while it is still running. */
export function drillResult(state: DrillState): DrillResult | null {
  if (!state.ending) return null;
  const score = drillPoints(state);
  const maxScore = drillMaximum(state);
  return {
    score,
    maxScore,
    accuracy: accuracyPercent(score, maxScore),
    seconds: state.elapsedSeconds,
    ending: state.ending,
    answers: state.answers,
  };
}

/**
 * The Decision Drill rules (spec §4, §5): pick, submit (refused without a pick), options lock, then next or finish;
 * the countdown (15 minutes, or the parent's game time left today) ends the game at zero. A paused or finished game ignores everything but resume and restart.
 */
export function drillReducer(state: DrillState, action: DrillAction): DrillState {
  if (action.type === 'restart')
    return initialDrillState(state.scenarios, state.round + 1, state.limitSeconds);
  if (state.ending) return state;
  if (action.type === 'resume') return { ...state, paused: false };
  if (state.paused) return state;

  switch (action.type) {
    case 'pause':
      return { ...state, paused: true };
    case 'tick': {
      const elapsedSeconds = Math.min(state.limitSeconds, state.elapsedSeconds + 1);
      return {
        ...state,
        elapsedSeconds,
        ending: elapsedSeconds >= state.limitSeconds ? 'time-up' : null,
      };
    }
    case 'select': {
      if (state.submitted) return state;
      const known = currentScenario(state).options.some((option) => option.id === action.optionId);
      return known ? { ...state, selectedOptionId: action.optionId, error: null } : state;
    }
    case 'submit': {
      if (state.submitted) return state;
      if (state.selectedOptionId === null) return { ...state, error: MESSAGES.chooseAnOption };
      return {
        ...state,
        submitted: true,
        error: null,
        answers: { ...state.answers, [currentScenario(state).id]: state.selectedOptionId },
      };
    }
    case 'next':
      if (!state.submitted || isLastScenario(state)) return state;
      return { ...state, index: state.index + 1, selectedOptionId: null, submitted: false };
    case 'finish':
      if (!state.submitted || !isLastScenario(state)) return state;
      return { ...state, ending: 'completed' };
  }
}

/**
 * What the polite live region says about the countdown: the text changes only at each whole minute, at 30 and
 * 10 seconds left and at zero, so screen readers hear those moments rather than every second.
 */
export function countdownAnnouncement(seconds: number): string {
  if (seconds <= 0) return 'Time is up.';
  if (seconds <= 10) return '10 seconds left.';
  if (seconds <= 30) return '30 seconds left.';
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left.`;
}

/** The drill's introduction on the app page and in the partner embed; the time follows the domain's limit. */
export const DRILL_INTRO = `Read three match situations and choose the best action. You have ${
  DRILL_TIME_LIMIT_SECONDS / 60
} minutes.`;
