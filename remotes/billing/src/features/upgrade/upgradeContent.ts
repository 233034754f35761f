export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Setting small weekly goals made training click for me. I can see my passing getting better every month.',
    name: 'Leo',
    role: 'Player, age 14',
  },
  {
    quote:
      'I finally know what my daughter is working on between practices, and she loves showing me her badges.',
    name: 'Priya',
    role: 'Parent of a 10-year-old',
  },
  {
    quote:
      'The mindset tools helped me stay calm before matches. Worth it for any player who wants to improve.',
    name: 'Jordan',
    role: 'Player, age 17',
  },
];
