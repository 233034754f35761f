import { Badge, Button, Card, ChoiceGroup, ErrorMessage } from '@dreampitch/ui';
import {
  drillScenariosFor,
  LABELS,
  formatCountdown,
  optionPoints,
  resultTier,
  type AgeGroup,
  type DrillScenario,
} from '@dreampitch/domain';
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import {
  countdownAnnouncement,
  currentScenario,
  drillMaximum,
  drillPoints,
  drillReducer,
  drillResult,
  initialDrillState,
  isLastScenario,
  secondsRemaining,
  type DrillResult,
} from './drillMachine';
import './DecisionDrill.css';

export interface DecisionDrillProps {
  /** Chooses the results wording (8-12 gets its own). */
  ageGroup: AgeGroup;
  /** Called once for every finished game (completed or out of time). */
  onFinish?: (result: DrillResult) => void;
  /** Called when 'Play again' starts a new game. */
  onRestart?: () => void;
  /** Shown under the results, e.g. an invitation to sign in. */
  resultsFooter?: ReactNode;
  scenarios?: readonly DrillScenario[];
  /** Moves focus to the first scenario on mount, for a game started from a button that is now gone. */
  focusOnStart?: boolean;
  /** The countdown in seconds when the server started the game with less than the drill's 15 minutes. */
  timeLimitSeconds?: number;
}

const TICK_MS = 1000;

/**
 * The playable Decision Drill, without any I/O: the page (saving, achievements) and the partner embed (messages to
 * the host) decide what a finished game means.
 */
export function DecisionDrill({
  ageGroup,
  onFinish,
  onRestart,
  resultsFooter,
  scenarios,
  focusOnStart = false,
  timeLimitSeconds,
}: DecisionDrillProps) {
  const [state, dispatch] = useReducer(drillReducer, scenarios ?? drillScenariosFor(ageGroup), (initial) =>
    initialDrillState(initial, 1, timeLimitSeconds),
  );
  const [announcement, setAnnouncement] = useState('');
  const scenarioHeadingRef = useRef<HTMLHeadingElement>(null);
  const continueButtonRef = useRef<HTMLButtonElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const reportedRound = useRef(0);
  const result = drillResult(state);
  const remaining = secondsRemaining(state);
  const running = !state.paused && !result;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  // Keyboard and screen-reader users continue where the change happened, not at the top of the page.
  const movedFocus = useRef(false);
  const focusFirstScenario = useRef(focusOnStart);
  useEffect(() => {
    if (!movedFocus.current) {
      movedFocus.current = true;
      if (focusFirstScenario.current) scenarioHeadingRef.current?.focus();
      return;
    }
    if (state.submitted) continueButtonRef.current?.focus();
    else scenarioHeadingRef.current?.focus();
  }, [state.submitted, state.index]);

  useEffect(() => {
    if (!result || reportedRound.current === state.round) return;
    reportedRound.current = state.round;
    resultsHeadingRef.current?.focus();
    onFinish?.(result);
  }, [result, state.round, onFinish]);

  return (
    <div className="games-drill">
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {countdownAnnouncement(remaining)}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {result ? renderResults(result) : renderGame()}
    </div>
  );

  function renderResults(result: DrillResult) {
    const feedback = resultTier(result.accuracy, ageGroup);
    return (
      <section aria-labelledby="games-drill-results-title">
        <Card className={`games-results games-results--${feedback.color}`}>
          <h2 id="games-drill-results-title" ref={resultsHeadingRef} tabIndex={-1}>
            Your results
          </h2>
          {result.ending === 'time-up' && (
            <p className="games-results__note">Time is up! The game has ended.</p>
          )}
          <dl className="games-results__figures">
            <div>
              <dt>Score</dt>
              <dd>
                {result.score}/{result.maxScore} points
              </dd>
            </div>
            <div>
              <dt>Accuracy</dt>
              <dd>{result.accuracy}%</dd>
            </div>
          </dl>
          <div className="games-results__feedback" data-tier={feedback.tier}>
            <p className="games-results__title">{feedback.title}</p>
            <p>{feedback.message}</p>
          </div>
          <Button
            onClick={() => {
              setAnnouncement('');
              dispatch({ type: 'restart' });
              onRestart?.();
            }}
          >
            Play again
          </Button>
        </Card>
        {resultsFooter}
      </section>
    );
  }

  function renderGame() {
    const scenario = currentScenario(state);
    return (
      <section aria-label="Decision Drill game">
        <div className="games-drill__status">
          <p>
            Scenario {state.index + 1} of {state.scenarios.length}
          </p>
          <p>
            Points: {drillPoints(state)}/{drillMaximum(state)}
          </p>
          <div className="games-drill__clock">
            <span id="games-drill-time-label">Time left</span>{' '}
            <span role="timer" aria-labelledby="games-drill-time-label" className="games-drill__time">
              {formatCountdown(remaining)}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => dispatch({ type: state.paused ? 'resume' : 'pause' })}
            >
              {state.paused ? 'Resume game' : 'Pause timer'}
            </Button>
          </div>
        </div>

        {state.paused ? (
          <Card className="games-drill__paused">
            <h2>Game paused</h2>
            <p>The clock is stopped and the scenario is hidden until you resume.</p>
          </Card>
        ) : (
          <Card className="games-drill__scenario">
            <h2 ref={scenarioHeadingRef} tabIndex={-1}>
              {scenario.situation}
            </h2>
            <p>{scenario.description}</p>
            {state.submitted ? (
              <>
                <ul className="games-drill__reveal" aria-label="How each option plays out">
                  {scenario.options.map((option) => (
                    <li
                      key={option.id}
                      className={option.isOptimal ? 'games-drill__reveal-item--best' : undefined}
                    >
                      <p className="games-drill__reveal-action">
                        <strong>{option.action}</strong>
                      </p>
                      <p className="games-drill__reveal-badges">
                        {option.id === state.selectedOptionId && <Badge tone="info">Your choice</Badge>}
                        {option.isOptimal && <Badge tone="success">Best choice</Badge>}
                        <Badge tone="neutral">{option.points} points</Badge>
                      </p>
                      <p>{option.explanation}</p>
                    </li>
                  ))}
                </ul>
                <Button
                  ref={continueButtonRef}
                  onClick={() => dispatch({ type: isLastScenario(state) ? 'finish' : 'next' })}
                >
                  {isLastScenario(state) ? LABELS.finishGame : LABELS.nextScenario}
                </Button>
              </>
            ) : (
              <>
                <ChoiceGroup
                  label="What do you do?"
                  options={scenario.options.map((option) => ({ value: option.id, label: option.action }))}
                  value={state.selectedOptionId}
                  onChange={(optionId) => dispatch({ type: 'select', optionId })}
                  columns={1}
                />
                {state.error && <ErrorMessage>{state.error}</ErrorMessage>}
                <Button
                  onClick={() => {
                    if (state.selectedOptionId !== null) {
                      const earned = optionPoints(scenario, state.selectedOptionId);
                      setAnnouncement(`You earned ${earned} points. Every option is now explained.`);
                    }
                    dispatch({ type: 'submit' });
                  }}
                >
                  {LABELS.submitAnswer}
                </Button>
              </>
            )}
          </Card>
        )}
      </section>
    );
  }
}
