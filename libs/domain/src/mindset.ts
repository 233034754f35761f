/**
 * The line under /app/mindset's heading, the same for every visitor: the page shows it, and so does the
 * shell's frame of it (its HTML and skeleton, shell/src/prerender/storedFrames.tsx) before the page's code runs.
 */
export const MINDSET_SUBTITLE =
  'Train the mental pillar: a routine to get ready, breathing to stay calm, and a picture of your best game.';

/** Mindset tools (Pro, the mental pillar): a pre-match routine, guided breathing and a visualisation script. */

export type MindsetTool = 'routine' | 'breathing' | 'visualisation';

export const MINDSET_TOOL_LABELS: Record<MindsetTool, string> = {
  routine: 'Pre-match routine',
  breathing: 'Guided breathing',
  visualisation: 'Visualisation',
};

/** A completed exercise (table mindset_sessions). */
export interface MindsetSession {
  id: string;
  tool: MindsetTool;
  /** `YYYY-MM-DD`. */
  completedOn: string;
  durationSeconds: number;
}

/** Limits of a pre-match routine (pro_save_routine checks the same). */
export const MINDSET_ROUTINE_MAX_STEPS = 10;
export const MINDSET_ROUTINE_STEP_MAX_LENGTH = 120;

/** Steps a player can add to a routine with one tap; they can also write their own. */
export const ROUTINE_STEP_IDEAS: readonly string[] = [
  'Pack my kit the night before',
  'Drink a glass of water',
  'Eat a light snack two hours before',
  'Listen to one song that gets me ready',
  'Jog and stretch for 5 minutes',
  'Take five slow breaths',
  'Picture my first good touch of the ball',
  'Say my cue word: “Calm and sharp”',
  'Remind myself of one thing I want to do well',
  'High-five a teammate',
];

export type RoutineValidation = { ok: true; steps: string[] } | { ok: false; message: string };

export function validateRoutine(steps: readonly string[]): RoutineValidation {
  const cleaned = steps.map((step) => step.trim()).filter((step) => step !== '');
  if (cleaned.length === 0) return { ok: false, message: 'Add at least one step to your routine.' };
  if (cleaned.length > MINDSET_ROUTINE_MAX_STEPS)
    return { ok: false, message: `A routine has at most ${MINDSET_ROUTINE_MAX_STEPS} steps.` };
  if (cleaned.some((step) => step.length > MINDSET_ROUTINE_STEP_MAX_LENGTH))
    return {
      ok: false,
      message: `Keep each step to ${MINDSET_ROUTINE_STEP_MAX_LENGTH} characters or fewer.`,
    };
  return { ok: true, steps: cleaned };
}

export type BreathingPhaseName = 'Breathe in' | 'Hold' | 'Breathe out';

export interface BreathingPhase {
  name: BreathingPhaseName;
  seconds: number;
}

/** Calm breathing: in for 4, hold for 2, out for 6 (a longer out-breath settles nerves), five rounds. */
export const BREATHING_PATTERN: readonly BreathingPhase[] = [
  { name: 'Breathe in', seconds: 4 },
  { name: 'Hold', seconds: 2 },
  { name: 'Breathe out', seconds: 6 },
];
export const BREATHING_ROUNDS = 5;
export const BREATHING_TOTAL_SECONDS =
  BREATHING_ROUNDS * BREATHING_PATTERN.reduce((sum, phase) => sum + phase.seconds, 0);

/** Where the exercise is after `elapsed` seconds: round (1-based), phase, seconds left in it; null when done. */
export function breathingStep(
  elapsed: number,
): { round: number; phase: BreathingPhase; secondsLeft: number } | null {
  if (elapsed >= BREATHING_TOTAL_SECONDS || elapsed < 0) return null;
  const roundLength = BREATHING_TOTAL_SECONDS / BREATHING_ROUNDS;
  const round = Math.floor(elapsed / roundLength) + 1;
  let within = elapsed % roundLength;
  for (const phase of BREATHING_PATTERN) {
    if (within < phase.seconds) return { round, phase, secondsLeft: phase.seconds - within };
    within -= phase.seconds;
  }
  return null;
}

/** A two-minute visualisation, read one step at a time. */
export const VISUALISATION_SCRIPT: readonly string[] = [
  'Sit or lie somewhere comfortable. Close your eyes, or look at one spot on the floor.',
  'Take three slow breaths. Feel your feet on the ground and your shoulders drop.',
  'Picture the pitch before your next match: the colour of the grass, the lines, the goals, the sound of your teammates.',
  'See yourself warming up. Your legs feel light and ready. Each touch of the ball is clean.',
  'Now picture one moment you want to get right, like a first touch, a pass into space or a tackle. See it happen well, in slow motion.',
  'Something goes wrong, like a missed pass. See yourself take a breath, say your cue word, and get straight back into position.',
  'Picture the final whistle. You gave your best effort. Notice how proud and calm you feel.',
  'Take one more slow breath and open your eyes. You are ready.',
];
