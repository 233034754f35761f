/**
 * Progress predictions (Pro): when an active goal reaches 100% at the player's current pace. The pace is the
 * least-squares slope of reported progress over days (the creation day counting as 0%); the range comes from how
 * far the check-ins sit from that line (one standard error of the slope either way), so a steady player gets a
 * narrow range and an up-and-down one a wide one. Too little data gives no date, and says what is missing.
 * The explanation is a few short sentences, each shown as a line of its own: a young player reads one fact at a time,
 * and no line of the page's first screen outgrows its header (the page's largest paint stays the HTML's own).
 */
import { dayNumber, goalProgressLine, isoDateOfDay, type GoalProgressHistory } from './analytics';
import { compareIso } from './sessions';

/** A prediction needs this many check-ins with a progress figure … */
export const PREDICTION_MIN_CHECK_INS = 3;
/** … spread over at least this many days. */
export const PREDICTION_MIN_SPAN_DAYS = 7;
/** Dates further out than this are not worth a date: the pace is too slow to say. */
export const PREDICTION_HORIZON_DAYS = 730;

export type GoalPrediction =
  | {
      kind: 'estimate';
      goalId: string;
      title: string;
      /** Most likely day the goal reaches 100%. */
      date: string;
      /** Range: earliest and latest likely day; `latest` null when the slow end of the range never gets there. */
      earliest: string;
      latest: string | null;
      /** Progress points per week at the current pace. */
      pointsPerWeek: number;
      /** Whether the estimate lands on or before the goal's target date (null without a target date). */
      onTrack: boolean | null;
      explanation: readonly string[];
    }
  | {
      kind: 'not-enough-data' | 'stalled' | 'done';
      goalId: string;
      title: string;
      explanation: readonly string[];
    };

interface Fit {
  slope: number;
  intercept: number;
  slopeError: number;
}

function fitLine(points: readonly { x: number; y: number }[]): Fit {
  const n = points.length;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / n;
  const sxx = points.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
  const sxy = points.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0);
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const intercept = meanY - slope * meanX;
  const residual = points.reduce((sum, point) => sum + (point.y - (intercept + slope * point.x)) ** 2, 0);
  const slopeError = n > 2 && sxx > 0 ? Math.sqrt(residual / (n - 2) / sxx) : 0;
  return { slope, intercept, slopeError };
}

/** "10 Jan 2027": toUTCString's fixed format, not Intl (its first call on the page costs the insights render 40 ms). */
const formatDay = (isoDate: string) => {
  const [, day, month, year] = new Date(`${isoDate}T00:00:00Z`).toUTCString().split(' ');
  return `${Number(day)} ${month} ${year}`;
};

/** The prediction for one goal on `today` (`YYYY-MM-DD`). */
export function predictGoal(goal: GoalProgressHistory, today: string): GoalPrediction {
  const base = { goalId: goal.id, title: goal.title };
  if (goal.status === 'completed' || goal.progress >= 100) {
    return { ...base, kind: 'done', explanation: ['This goal is complete. Well done!'] };
  }
  const checkIns = goal.points.filter((point) => point.date <= today);
  const line = goalProgressLine({ ...goal, points: checkIns });
  const span = line.length > 0 ? dayNumber(line[line.length - 1]!.date) - dayNumber(line[0]!.date) : 0;
  if (checkIns.length < PREDICTION_MIN_CHECK_INS || span < PREDICTION_MIN_SPAN_DAYS) {
    const missing = Math.max(0, PREDICTION_MIN_CHECK_INS - checkIns.length);
    return {
      ...base,
      kind: 'not-enough-data',
      explanation: [
        'Not enough check-ins yet to predict a date.',
        `We need at least ${PREDICTION_MIN_CHECK_INS} check-ins with your progress, over ${PREDICTION_MIN_SPAN_DAYS} days or more.`,
        missing > 0 ? `${missing} more to go.` : 'Keep checking in for a few more days.',
      ],
    };
  }

  const origin = dayNumber(line[0]!.date);
  const fit = fitLine(line.map((point) => ({ x: dayNumber(point.date) - origin, y: point.progress })));
  const todayX = dayNumber(today) - origin;
  const current = goal.progress;
  const remaining = 100 - current;
  const daysTo = (slope: number) => (slope > 0 ? remaining / slope : Number.POSITIVE_INFINITY);
  const likely = daysTo(fit.slope);
  // "Current" pace: no gain over the last week means no date, whatever the older check-ins say.
  const lastPoint = line[line.length - 1]!;
  const weekBefore = [...line]
    .reverse()
    .find((point) => dayNumber(lastPoint.date) - dayNumber(point.date) >= PREDICTION_MIN_SPAN_DAYS);
  const stalled = weekBefore !== undefined && lastPoint.progress <= weekBefore.progress;
  if (stalled || !Number.isFinite(likely) || likely > PREDICTION_HORIZON_DAYS) {
    return {
      ...base,
      kind: 'stalled',
      explanation: [
        'Your progress on this goal has not moved up enough lately to predict a date.',
        'A few sessions and check-ins will get it going again.',
      ],
    };
  }
  const dateAfter = (days: number) => isoDateOfDay(dayNumber(today) + Math.max(1, Math.ceil(days)));
  const fast = daysTo(fit.slope + fit.slopeError);
  const slow = daysTo(fit.slope - fit.slopeError);
  const date = dateAfter(likely);
  const earliest = dateAfter(fast);
  const latest = slow <= PREDICTION_HORIZON_DAYS ? dateAfter(slow) : null;
  const pointsPerWeek = Math.round(fit.slope * 7 * 10) / 10;
  const onTrack = goal.targetDate ? date <= goal.targetDate : null;
  const range =
    latest === null
      ? [
          'If your pace slows it could take much longer.',
          `At a faster pace it could be ${formatDay(earliest)}.`,
        ]
      : earliest === latest
        ? ['Your pace has been very steady, so this date is a good guide.']
        : [
            'Your pace changes from week to week.',
            `So it is likely to be between ${formatDay(earliest)} and ${formatDay(latest)}.`,
          ];
  const target =
    onTrack === null
      ? []
      : onTrack
        ? [`That is on or before your target date of ${formatDay(goal.targetDate!)}.`]
        : [
            `That is after your target date of ${formatDay(goal.targetDate!)}.`,
            'One more session a week would help.',
          ];
  return {
    ...base,
    kind: 'estimate',
    date,
    earliest,
    latest,
    pointsPerWeek,
    onTrack,
    explanation: [
      `You have gone from ${line[0]!.progress}% to ${current}% in ${todayX} days, about ${pointsPerWeek} points a week.`,
      `At that pace you reach 100% around ${formatDay(date)}.`,
      ...range,
      ...target,
    ],
  };
}

/** Predictions for the player's active goals, soonest finish first; goals without a date follow. */
export function predictGoals(goals: readonly GoalProgressHistory[], today: string): GoalPrediction[] {
  return goals
    .filter((goal) => goal.status === 'active')
    .map((goal) => predictGoal(goal, today))
    .sort((a, b) => {
      const dateOf = (prediction: GoalPrediction) =>
        prediction.kind === 'estimate' ? prediction.date : '9999-12-31';
      return compareIso(dateOf(a), dateOf(b));
    });
}
