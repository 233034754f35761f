import { getBackend, type CardDetails } from '@dreampitch/data';

/** Tokenises a card with the simulated provider (Stripe's test-card rules); the card itself is never stored. */
export const createCardToken = (card: CardDetails) => getBackend().createCardToken(card);
