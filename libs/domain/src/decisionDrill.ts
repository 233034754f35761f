import type { AgeGroup, DrillOption, DrillScenario } from './types';

export const DRILL_MAX_SCORE = 28;
/** 15-minute countdown (spec §4). */
export const DRILL_TIME_LIMIT_SECONDS = 900;
/**
 * The least time a person spends on one scenario: its situation appears, then an option is picked, submitted and
 * left with 'Next Scenario' (three deliberate actions, drillReducer). Even a player who knows the answers by heart
 * needs more than a second for them; a drill answered faster was not played by a person.
 */
export const DRILL_MIN_SECONDS_PER_SCENARIO = 1;
/**
 * Games one player can start in an hour (each saved result needs its own start, so results are bounded too). A drill
 * played as a person plays it takes minutes; 30 an hour is one every two minutes.
 */
export const GAMES_PER_HOUR = 30;

/**
 * Hours after a game's countdown ran out that its result is still recorded: one kept on the device while offline
 * arrives late (the database's late_result_hours setting).
 */
export const GAME_RESULT_LATE_HOURS = 24;

/**
 * Hours after its issue that the game ticket a device keeps for an offline game is renewed while online: a game played
 * from an older one might reach the server after GAME_RESULT_LATE_HOURS, when the ticket is refused.
 */
export const GAME_TICKET_RENEW_HOURS = GAME_RESULT_LATE_HOURS / 2;

/** A kept game ticket at `now`: good to keep, due for renewal while online, or too old to save a game. */
export function gameTicketAge(issuedAt: string, now: Date): 'fresh' | 'renew' | 'expired' {
  const hours = (now.getTime() - Date.parse(issuedAt)) / 3_600_000;
  if (!(hours < GAME_RESULT_LATE_HOURS)) return 'expired';
  return hours < GAME_TICKET_RENEW_HOURS ? 'fresh' : 'renew';
}

/**
 * The three Decision Drill scenarios, played in this order (spec §4, §9). Option points per scenario are
 * 8/5/2, 10/4/6 and 10/5/3; options are listed in an order that does not give the answer away.
 */
export const DRILL_SCENARIOS: readonly DrillScenario[] = [
  {
    id: 'counter-attack',
    situation: 'Counter-attack: 3 against 2',
    description:
      'Your team wins the ball just inside your own half. You have it in the middle of the pitch. Two teammates sprint forward on the left and right, and only two defenders are back.',
    options: [
      {
        id: 'early-pass-wide',
        action: 'Pass straight away to the teammate on the right',
        explanation:
          'Quick, but no defender has had to commit to you yet, so they can slide across and cover. A good option, not the best.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'drive-and-release',
        action: 'Run at the defenders with the ball, then pass to the teammate who is left free',
        explanation:
          'Driving forward makes one defender step up to stop you. Now a teammate is free, and your pass puts them through. This is how to use a 3 against 2.',
        points: 8,
        isOptimal: true,
      },
      {
        id: 'long-shot',
        action: 'Shoot from 40 metres out',
        explanation:
          'The goalkeeper sees it coming and the chance to attack with more players than the defence is gone.',
        points: 2,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'one-v-one-defending',
    situation: 'Defending one against one on the wing',
    description:
      'A fast winger runs at you near the touchline, about 30 metres from your goal. A teammate is sprinting back to help you but is still a few seconds away.',
    options: [
      {
        id: 'dive-in',
        action: 'Dive in for a sliding tackle straight away',
        explanation:
          'If you miss, the winger is past you with nobody behind. Going to ground early is a gamble a defender should rarely take.',
        points: 4,
        isOptimal: false,
      },
      {
        id: 'back-off',
        action: 'Keep backing off towards your own goal',
        explanation:
          'You stay between the winger and the goal, but with so much space they can cross or cut inside onto their stronger foot.',
        points: 6,
        isOptimal: false,
      },
      {
        id: 'jockey-down-the-line',
        action: 'Stay on your feet, stand side-on and show the winger down the line',
        explanation:
          'Jockeying keeps you in the duel, pushes the winger away from goal towards the touchline and buys time for your teammate to arrive and make it 2 against 1.',
        points: 10,
        isOptimal: true,
      },
    ],
  },
  {
    id: 'edge-of-the-box',
    situation: 'Back to goal at the edge of the box',
    description:
      'You receive the ball at the edge of the penalty area with your back to goal and a defender tight behind you. A teammate is making a run into the box from your side.',
    options: [
      {
        id: 'turn-and-shoot',
        action: 'Try to turn your defender and shoot',
        explanation:
          'With a defender tight on your back, turning is very hard and the shot is usually blocked. The chance your teammate created is lost.',
        points: 3,
        isOptimal: false,
      },
      {
        id: 'first-time-pass',
        action: 'Play a first-time pass into the path of your teammate running into the box',
        explanation:
          'Your defender is busy with you, so your teammate’s run is free. A quick pass beats the defence before it can react and sets up a clear shot.',
        points: 10,
        isOptimal: true,
      },
      {
        id: 'shield-and-wait',
        action: 'Shield the ball and wait for support',
        explanation:
          'You keep the ball, which is good, but while you wait the defenders recover and the run into the box is wasted.',
        points: 5,
        isOptimal: false,
      },
    ],
  },
];

/** The words of one scenario for a younger reader; ids, points and the best answer never change with the wording. */
interface ScenarioWording {
  situation: string;
  description: string;
  options: Readonly<Record<string, { action: string; explanation: string }>>;
}

/**
 * The same three scenarios told for 8-12 year olds (spec §4: wording differs for 8-12): short sentences, everyday
 * words instead of coaching terms. Keyed by scenario and option id, so a drill scored on the server from
 * DRILL_SCENARIOS scores the same answers in either wording.
 */
const WORDING_8_12: Readonly<Record<string, ScenarioWording>> = {
  'counter-attack': {
    situation: 'Fast attack: 3 of you, 2 of them',
    description:
      'Your team just won the ball. You have it in the middle. Two friends are running up the left and the right. Only two players from the other team are back to stop you.',
    options: {
      'early-pass-wide': {
        action: 'Pass to your friend on the right straight away',
        explanation:
          'Fast thinking! But nobody came to stop you yet, so a defender can still run over and block your friend. Good, but there is a better choice.',
      },
      'drive-and-release': {
        action: 'Dribble towards the defenders, then pass to the friend who is free',
        explanation:
          'Great choice! When you dribble at them, one defender has to come to you. That leaves a friend free, and your pass sends them towards goal.',
      },
      'long-shot': {
        action: 'Shoot from very far away',
        explanation:
          'The goalkeeper has lots of time to see it coming. Your team had more players than them, and now that chance is gone.',
      },
    },
  },
  'one-v-one-defending': {
    situation: 'Stopping a fast player on the side of the pitch',
    description:
      'A fast player from the other team runs at you near the side line. Your goal is not far away. A friend is running back to help, but needs a few more seconds.',
    options: {
      'dive-in': {
        action: 'Slide in for the ball straight away',
        explanation:
          'If you miss the ball, they run past you and nobody is left to stop them. Staying on your feet is usually safer.',
      },
      'back-off': {
        action: 'Keep walking backwards towards your goal',
        explanation:
          'You stay in front of them, which is good. But you give them lots of space to cross the ball or run inside.',
      },
      'jockey-down-the-line': {
        action: 'Stay on your feet, turn a little sideways and make them go along the side line',
        explanation:
          'Great defending! You stay close, you keep them away from your goal, and your friend has time to arrive. Now it is 2 of you against 1.',
      },
    },
  },
  'edge-of-the-box': {
    situation: 'Ball at your feet, back to the goal, near the big box',
    description:
      'You get the ball just outside the big box. You are facing away from the goal and a defender is right behind you. A friend is running into the box next to you.',
    options: {
      'turn-and-shoot': {
        action: 'Try to turn around the defender and shoot',
        explanation:
          'With a defender right behind you, turning is really hard and your shot will often be blocked. Your friend’s run is missed.',
      },
      'first-time-pass': {
        action: 'Pass straight away to your friend running into the box',
        explanation:
          'Great pass! The defender is busy with you, so your friend is free. A quick pass gets there before anyone can stop it and gives a great chance to score.',
      },
      'shield-and-wait': {
        action: 'Keep the ball close and wait for help',
        explanation:
          'Keeping the ball is good. But while you wait, the other team gets back, and your friend’s run is wasted.',
      },
    },
  },
};

/** The scenarios in the words for an age group: 8-12 has its own, 13-17 and 18+ share DRILL_SCENARIOS. */
export function drillScenariosFor(ageGroup: AgeGroup): readonly DrillScenario[] {
  if (ageGroup !== '8-12') return DRILL_SCENARIOS;
  return DRILL_SCENARIOS.map((scenario) => {
    const wording = WORDING_8_12[scenario.id];
    if (!wording) return scenario;
    return {
      ...scenario,
      situation: wording.situation,
      description: wording.description,
      options: scenario.options.map((option) => ({ ...option, ...wording.options[option.id] })),
    };
  });
}

export function optimalOption(scenario: DrillScenario): DrillOption {
  const optimal = scenario.options.find((option) => option.isOptimal);
  if (!optimal) throw new Error(`Scenario ${scenario.id} has no optimal option`);
  return optimal;
}

/** Points of a chosen option, 0 when the id is not one of the scenario's options. */
export function optionPoints(scenario: DrillScenario, optionId: string): number {
  return scenario.options.find((option) => option.id === optionId)?.points ?? 0;
}

/** Total score for answers keyed by scenario id; unanswered scenarios score 0. */
export function drillScore(
  answers: Readonly<Record<string, string>>,
  scenarios: readonly DrillScenario[] = DRILL_SCENARIOS,
): number {
  return scenarios.reduce((total, scenario) => {
    const answer = answers[scenario.id];
    return total + (answer === undefined ? 0 : optionPoints(scenario, answer));
  }, 0);
}

/** Highest score the scenarios allow: the sum of their best options. */
export function drillMaxScore(scenarios: readonly DrillScenario[] = DRILL_SCENARIOS): number {
  return scenarios.reduce(
    (total, scenario) => total + Math.max(...scenario.options.map((option) => option.points)),
    0,
  );
}

/** Seconds left on a countdown of `limitSeconds` (the drill's 15 minutes unless less game time is left today). */
export function drillSecondsRemaining(
  elapsedSeconds: number,
  limitSeconds: number = DRILL_TIME_LIMIT_SECONDS,
): number {
  return Math.max(0, limitSeconds - elapsedSeconds);
}

/** `MM:SS` for a countdown display. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Answers keyed by scenario id (option id as value), as a finished drill sends them to the server. */
export type DrillAnswers = Readonly<Record<string, string>>;

/** A game as the server started it: its clock, not the player's, says how long the game lasted. */
export interface DrillPlayClock {
  /** Seconds since the server started the game. */
  elapsedSeconds: number;
  /** The countdown the game was started with: 15 minutes, or less when the parent's daily limit leaves less. */
  allowedSeconds: number;
}

/** Whether every answer names an option of its scenario. */
export function drillAnswersValid(
  answers: DrillAnswers,
  scenarios: readonly DrillScenario[] = DRILL_SCENARIOS,
): boolean {
  return Object.entries(answers).every(([scenarioId, optionId]) =>
    scenarios.some(
      (scenario) => scenario.id === scenarioId && scenario.options.some((option) => option.id === optionId),
    ),
  );
}

export type DrillRefusal = 'invalid_answer' | 'no_answers' | 'game_unfinished' | 'answered_too_fast';

/**
 * Why the server refuses a finished drill, or null when a person could have played it (the database applies the same
 * rule, supabase/migrations/*_game_plays.sql): every answer names an option of its scenario; at least one scenario is
 * answered; fewer answers than scenarios only once the countdown ran out; and no faster than
 * DRILL_MIN_SECONDS_PER_SCENARIO per answer, all by the server's clock.
 */
export function drillPlayRefusal(
  answers: DrillAnswers,
  clock: DrillPlayClock,
  scenarios: readonly DrillScenario[] = DRILL_SCENARIOS,
): DrillRefusal | null {
  const entries = Object.entries(answers);
  if (!drillAnswersValid(answers, scenarios)) return 'invalid_answer';
  if (entries.length === 0) return 'no_answers';
  if (entries.length < scenarios.length && clock.elapsedSeconds < clock.allowedSeconds)
    return 'game_unfinished';
  if (clock.elapsedSeconds < entries.length * DRILL_MIN_SECONDS_PER_SCENARIO) return 'answered_too_fast';
  return null;
}

/** The seconds a finished game counts, against the daily limit and in the stats: its time, at most its countdown. */
export function drillPlayedSeconds(clock: DrillPlayClock): number {
  return Math.min(Math.floor(clock.elapsedSeconds), clock.allowedSeconds);
}

/** Whether every scenario is answered (Speed Demon asks for a finished drill, not one cut short by time). */
export function drillCompleted(
  answers: DrillAnswers,
  scenarios: readonly DrillScenario[] = DRILL_SCENARIOS,
): boolean {
  return scenarios.every((scenario) => answers[scenario.id] !== undefined);
}
