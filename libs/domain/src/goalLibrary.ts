import { PILLARS } from './pillars';
import type { AgeGroup, Pillar, TemplateGoal } from './types';

export { GOAL_TYPE_LABELS, GOAL_TYPES, PILLAR_LABELS, PILLARS } from './pillars';

type Template = Omit<TemplateGoal, 'pillar'>;

/*
 * Three template goals per pillar for each age group (spec §3). 8-12 goals use short words and sentences a
 * 7-year-old can read; 13-17 goals add measurable targets; 18+ goals use the language of adult training.
 * The first two of each pillar feed the recommendations, so they are the most broadly useful ones.
 */
const LIBRARY: Record<AgeGroup, Record<Pillar, Template[]>> = {
  '8-12': {
    technical: [
      {
        title: 'Magic Feet Dribbling',
        description:
          'Dribble around 5 cones with your right foot, then with your left foot. Keep the ball close, like it is stuck to your shoe. Do it 3 times a week.',
        type: 'process',
      },
      {
        title: 'Keepy-Uppy Star',
        description:
          'Keep the ball up in the air with your feet. Count your touches. Try to get to 10 in a row!',
        type: 'performance',
      },
      {
        title: 'Pass to a Friend',
        description: 'Make 3 good passes to a teammate in your next game. Use the inside of your foot.',
        type: 'outcome',
      },
    ],
    physical: [
      {
        title: 'Quick Feet',
        description:
          'Tap your feet fast over a line on the ground for 20 seconds. Rest, then do it 3 more times. Try it 3 days a week.',
        type: 'process',
      },
      {
        title: 'Super Sprinter',
        description:
          'Run as fast as you can from one cone to another, 20 big steps away. Try to beat your best time.',
        type: 'performance',
      },
      {
        title: 'Run Until the End',
        description:
          'Have enough energy to keep running until the very end of your next game. Drink water and sleep well the night before.',
        type: 'outcome',
      },
    ],
    tactical: [
      {
        title: 'Look Around',
        description:
          'Before the ball comes to you, turn your head and look. Where are your friends? Where is the space?',
        type: 'process',
      },
      {
        title: 'Find the Space',
        description:
          'Move away from the other team so a friend can pass to you. Try to get the ball 10 times in a game.',
        type: 'performance',
      },
      {
        title: 'Help Your Team Score',
        description: 'Make a pass that helps a teammate score a goal in a game this season.',
        type: 'outcome',
      },
    ],
    mental: [
      {
        title: 'Next Play!',
        description:
          'If something goes wrong, take one big breath, say "Next play!" and keep going. Everyone makes mistakes.',
        type: 'process',
      },
      {
        title: 'Brave on the Ball',
        description:
          'Ask for the ball and call "Here!" even after a mistake. Try to ask for it 5 times every game.',
        type: 'performance',
      },
      {
        title: 'Kind Teammate',
        description: 'Say something kind to 3 teammates at every practice, like "Great pass!" or "Good try!"',
        type: 'process',
      },
    ],
  },
  '13-17': {
    technical: [
      {
        title: 'Weak Foot Development',
        description:
          'Spend 15 minutes of every session using only your weaker foot for passing, receiving and shooting.',
        type: 'process',
      },
      {
        title: 'First Touch Under Pressure',
        description:
          'Receive 20 passes with a passive defender behind you and take your first touch away from pressure. Aim for 16 clean touches out of 20.',
        type: 'performance',
      },
      {
        title: 'Goal Contributions',
        description:
          'Score or assist 5 goals this season by getting into the box and shooting early when you see the target.',
        type: 'outcome',
      },
    ],
    physical: [
      {
        title: 'Injury Prevention Warm-Up',
        description:
          'Complete a 15-minute warm-up (running drills, dynamic stretches, hamstring and balance exercises, like FIFA 11+) before every session and match.',
        type: 'process',
      },
      {
        title: 'Sprint Speed',
        description:
          'Cut 0.2 seconds off your 20 m sprint time in 8 weeks. Test it every 2 weeks on the same surface.',
        type: 'performance',
      },
      {
        title: 'Strong Until the Final Whistle',
        description:
          'Finish your next 3 matches still able to press and track back in the last 10 minutes, with recovery days after each game.',
        type: 'outcome',
      },
    ],
    tactical: [
      {
        title: 'Scanning Habit',
        description: 'Check over both shoulders at least twice before every pass you receive in training.',
        type: 'process',
      },
      {
        title: 'Win It Back Fast',
        description:
          'When your team loses the ball, press straight away or recover goal-side. Aim for 3 ball wins within 5 seconds of losing it per match.',
        type: 'performance',
      },
      {
        title: 'Know Your Role',
        description:
          'Watch a professional in your position for one half each week and note 3 things they do off the ball. Try one of them in your next match.',
        type: 'process',
      },
    ],
    mental: [
      {
        title: 'Pre-Match Routine',
        description:
          'Build a 10-minute routine with slow breathing, picturing your best actions and a cue word, and use it before every game.',
        type: 'process',
      },
      {
        title: 'Mistake Reset',
        description:
          'After every mistake use your reset cue (a clap, a breath, "next action") and be back in position within 5 seconds.',
        type: 'process',
      },
      {
        title: 'Confidence Tracker',
        description:
          'Rate your confidence from 1 to 10 after every match and write one thing that went well. Raise your average by 2 points this season.',
        type: 'performance',
      },
    ],
  },
  '18+': {
    technical: [
      {
        title: 'Two-Footed Finishing',
        description:
          'Score 8 of 10 finishes with each foot from inside the box after a one-touch set-up, in two finishing sessions a week.',
        type: 'performance',
      },
      {
        title: 'Passing Range',
        description:
          'Add 20 minutes of 30-40 m driven and lofted switches of play to two sessions a week, with both feet.',
        type: 'process',
      },
      {
        title: 'Season Goal Contributions',
        description: 'Reach 10 goals plus assists this season, tracked match by match.',
        type: 'outcome',
      },
    ],
    physical: [
      {
        title: 'Strength Programme',
        description:
          'Complete two 45-minute strength sessions a week for 10 weeks: squats, deadlifts, Nordic hamstring curls, Copenhagen planks and core work.',
        type: 'process',
      },
      {
        title: 'Aerobic Capacity',
        description: 'Improve your Yo-Yo Intermittent Recovery Level 1 result by two levels within 8 weeks.',
        type: 'performance',
      },
      {
        title: 'Full Availability',
        description:
          'Stay injury-free and available for every match this season by monitoring training load (RPE) and planning recovery.',
        type: 'outcome',
      },
    ],
    tactical: [
      {
        title: 'Match Video Review',
        description:
          'Review footage of every match within 48 hours and log 3 decisions you would change, with the better alternative.',
        type: 'process',
      },
      {
        title: 'Pressing Triggers',
        description:
          'Press on the triggers (heavy touch, backward pass, receiver facing his own goal) and make 5 or more ball recoveries in the opposition half per match.',
        type: 'performance',
      },
      {
        title: 'Team Shape',
        description:
          'Help your team concede fewer than one goal per game over the next 6 matches by holding the line and keeping distances to your teammates.',
        type: 'outcome',
      },
    ],
    mental: [
      {
        title: 'Pressure Routine',
        description:
          'Use a controlled breathing routine (4 seconds in, 6 seconds out) and a cue word before set pieces and high-pressure moments in every match.',
        type: 'process',
      },
      {
        title: 'Focus Rating',
        description:
          'Rate your focus from 1 to 10 after every match and keep a rolling average of 8 or higher over 6 matches.',
        type: 'performance',
      },
      {
        title: 'On-Pitch Leader',
        description:
          'Earn a leadership role such as vice-captain by organising your unit and giving one clear, positive instruction every few minutes.',
        type: 'outcome',
      },
    ],
  },
};

/** The template goals of one pillar for one age group, each tagged with its pillar. */
export function templateGoals(ageGroup: AgeGroup, pillar: Pillar): TemplateGoal[] {
  return LIBRARY[ageGroup][pillar].map((goal) => ({ ...goal, pillar }));
}

/** All twelve template goals of an age group, pillar by pillar. */
export function goalLibraryFor(ageGroup: AgeGroup): TemplateGoal[] {
  return PILLARS.flatMap((pillar) => templateGoals(ageGroup, pillar));
}

/** The full library: age group -> pillar -> template goals. */
export const GOAL_LIBRARY: Readonly<Record<AgeGroup, Readonly<Record<Pillar, readonly TemplateGoal[]>>>> = {
  '8-12': byPillar('8-12'),
  '13-17': byPillar('13-17'),
  '18+': byPillar('18+'),
};

function byPillar(ageGroup: AgeGroup): Record<Pillar, TemplateGoal[]> {
  return {
    technical: templateGoals(ageGroup, 'technical'),
    physical: templateGoals(ageGroup, 'physical'),
    tactical: templateGoals(ageGroup, 'tactical'),
    mental: templateGoals(ageGroup, 'mental'),
  };
}
