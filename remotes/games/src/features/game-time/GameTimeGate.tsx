import { ButtonLink, Card, ErrorMessage, Spinner } from '@dreampitch/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import type { GameTimeCheck } from './api/useGameTimeCheck';
import './game-time.css';

export interface GameTimeGateProps {
  check: GameTimeCheck;
  onRetry: () => void;
  /** Moves focus to the refusal when it replaces the button that asked for a new game. */
  focusRefusal?: boolean;
  /** The game, rendered only once the check allows it to start. */
  children: ReactNode;
}

/** Starts the game only once the server started it, and tells the player why not or how long is left today. */
export function GameTimeGate({ check, onRetry, focusRefusal = false, children }: GameTimeGateProps) {
  const refusalHeadingRef = useRef<HTMLHeadingElement>(null);
  const refused = check.status === 'refused';
  useEffect(() => {
    if (refused && focusRefusal) refusalHeadingRef.current?.focus();
  }, [refused, focusRefusal]);

  switch (check.status) {
    case 'checking':
      return <Spinner centered label="Checking your game time…" />;
    case 'failed':
      return (
        <ErrorMessage title="Could not check your game time" onRetry={onRetry}>
          {check.message}
        </ErrorMessage>
      );
    case 'refused':
      return (
        <Card as="section" className="games-time-up" aria-labelledby="games-time-up-title">
          <h2 id="games-time-up-title" ref={refusalHeadingRef} tabIndex={-1}>
            <span aria-hidden="true">⏰ </span>
            {check.title}
          </h2>
          <p role="alert">{check.message}</p>
          <ButtonLink to="/app/games" variant="secondary">
            Back to Game Hub
          </ButtonLink>
        </Card>
      );
    case 'allowed':
      return (
        <>
          {check.message && (
            <p role="status" className="games-time-left">
              {check.message}
            </p>
          )}
          {children}
        </>
      );
  }
}
