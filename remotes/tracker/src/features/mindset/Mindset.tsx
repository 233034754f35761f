import {
  MESSAGES,
  BREATHING_ROUNDS,
  BREATHING_TOTAL_SECONDS,
  breathingStep,
  MINDSET_ROUTINE_MAX_STEPS,
  MINDSET_ROUTINE_STEP_MAX_LENGTH,
  MINDSET_SUBTITLE,
  PAGE_TITLES,
  ROUTINE_STEP_IDEAS,
  validateRoutine,
  VISUALISATION_SCRIPT,
} from '@dreampitch/domain';
import { useAuth } from '@dreampitch/session';
import { Button, Card, ErrorMessage, Section, Spinner, TextField } from '@dreampitch/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formErrorMessage } from '../../lib/useLoaded';
import { ProPage } from '../pro/ProPage';
import { useMindset } from './api/useMindset';
import './mindset.css';

/** /app/mindset (Pro): pre-match routine builder, guided breathing, visualisation; each logged when completed. */
export function Mindset() {
  return (
    <ProPage title={PAGE_TITLES.mindset} subtitle={MINDSET_SUBTITLE} features={['mindset']}>
      <MindsetTools />
    </ProPage>
  );
}

function MindsetTools() {
  const { user } = useAuth();
  const { routine, logCompleted, saveRoutine, deleteRoutine } = useMindset(user!.id);
  // The routine's builder is far taller than its loading state: the sections below would be pushed down the page
  // when it arrives (a layout shift, CLS 0.17 on a phone). The tools show together once the routine is known.
  if (routine.loading && !routine.data && !routine.error) return <Spinner label="Loading your routine…" />;
  return (
    <>
      <Section
        title="Pre-match routine"
        description="The same few steps before every match help you feel ready."
      >
        {routine.error && (
          <ErrorMessage title="Could not load your routine" onRetry={routine.reload}>
            {routine.error.message}
          </ErrorMessage>
        )}
        {routine.data && (
          <RoutineBuilder
            saved={routine.data}
            onSave={saveRoutine}
            onDelete={deleteRoutine}
            onDone={() => logCompleted('routine', 0)}
          />
        )}
      </Section>
      <Section title="Guided breathing" description={`${BREATHING_ROUNDS} slow breaths, about one minute.`}>
        <BreathingTimer onComplete={(seconds) => logCompleted('breathing', seconds)} />
      </Section>
      <Section title="Visualisation" description="A two-minute script: picture your next match going well.">
        <Visualisation onComplete={(seconds) => logCompleted('visualisation', seconds)} />
      </Section>
    </>
  );
}

function RoutineBuilder({
  saved,
  onSave,
  onDelete,
  onDone,
}: {
  saved: string[];
  onSave(steps: string[]): Promise<void>;
  onDelete(): Promise<void>;
  onDone(): Promise<void>;
}) {
  const [steps, setSteps] = useState<string[]>(saved);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [ticked, setTicked] = useState<boolean[]>([]);
  const changed = steps.join('\n') !== saved.join('\n');
  const full = steps.length >= MINDSET_ROUTINE_MAX_STEPS;

  const add = (step: string) => {
    if (!step.trim() || full) return;
    setSteps((current) => [...current, step.trim()]);
  };

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(await formErrorMessage(failure, MESSAGES.somethingWentWrongTryAgain));
    } finally {
      setBusy(false);
    }
  }

  function save() {
    const result = validateRoutine(steps);
    if (!result.ok) return setError(result.message);
    void run(() => onSave(result.steps));
  }

  function submitDraft(event: FormEvent) {
    event.preventDefault();
    add(draft);
    setDraft('');
  }

  const allTicked = saved.length > 0 && !changed && saved.every((_, i) => ticked[i]);

  return (
    <div className="mindset-routine">
      {steps.length === 0 ? (
        <p>Your routine is empty. Add steps from the ideas below or write your own.</p>
      ) : (
        <ol className="mindset-routine__steps">
          {steps.map((step, index) => (
            <li key={`${index}-${step}`}>
              <label className="mindset-routine__step">
                <input
                  type="checkbox"
                  checked={Boolean(ticked[index])}
                  disabled={changed}
                  onChange={(event) =>
                    setTicked((current) => {
                      const next = [...current];
                      next[index] = event.target.checked;
                      return next;
                    })
                  }
                />
                <span>{step}</span>
              </label>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove step: ${step}`}
                onClick={() => setSteps((current) => current.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
      )}
      <form className="mindset-routine__add" onSubmit={submitDraft}>
        <TextField
          label="Your own step"
          value={draft}
          maxLength={MINDSET_ROUTINE_STEP_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={!draft.trim() || full}>
          Add step
        </Button>
      </form>
      <p className="pro-muted">Ideas (tap to add):</p>
      <div className="pro-actions">
        {ROUTINE_STEP_IDEAS.filter((idea) => !steps.includes(idea)).map((idea) => (
          <Button key={idea} variant="secondary" size="sm" disabled={full} onClick={() => add(idea)}>
            + {idea}
          </Button>
        ))}
      </div>
      {error && (
        <p role="alert" className="mindset-error">
          {error}
        </p>
      )}
      <div className="pro-actions">
        <Button onClick={save} disabled={busy || !changed || steps.length === 0}>
          Save routine
        </Button>
        {saved.length > 0 && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run(onDelete).then(() => setSteps([]))}
          >
            Delete routine
          </Button>
        )}
        {saved.length > 0 && (
          <Button
            variant="secondary"
            disabled={busy || !allTicked}
            onClick={() => void run(onDone).then(() => setTicked([]))}
          >
            I did my routine
          </Button>
        )}
      </div>
      {saved.length > 0 && !allTicked && (
        <p className="pro-muted">Tick each step as you do it before a match, then log it.</p>
      )}
    </div>
  );
}

function BreathingTimer({ onComplete }: { onComplete(seconds: number): Promise<void> }) {
  const [elapsed, setElapsed] = useState<number | null>(null);
  const started = useRef(0);

  useEffect(() => {
    if (elapsed === null) return;
    const timer = window.setTimeout(() => {
      // Fractional seconds: every tick is a new value, so the effect runs again and the timer keeps going.
      const next = (Date.now() - started.current) / 1000;
      if (next >= BREATHING_TOTAL_SECONDS) {
        setElapsed(null);
        void onComplete(BREATHING_TOTAL_SECONDS);
      } else setElapsed(next);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [elapsed, onComplete]);

  const step = elapsed === null ? null : breathingStep(Math.floor(elapsed));
  return (
    <Card className="mindset-breathing">
      {step ? (
        <>
          <div
            className={`mindset-breathing__circle mindset-breathing__circle--${step.phase.name === 'Breathe in' ? 'in' : step.phase.name === 'Hold' ? 'hold' : 'out'}`}
            style={{ animationDuration: `${step.phase.seconds}s` }}
            aria-hidden="true"
          />
          <p className="mindset-breathing__phase" aria-live="polite">
            {step.phase.name}
          </p>
          <p>
            {step.secondsLeft} s · breath {step.round} of {BREATHING_ROUNDS}
          </p>
          <Button variant="secondary" onClick={() => setElapsed(null)}>
            Stop
          </Button>
        </>
      ) : (
        <>
          <p>Breathe in for 4, hold for 2, breathe out slowly for 6. We count for you.</p>
          <Button
            onClick={() => {
              started.current = Date.now();
              setElapsed(0);
            }}
          >
            Start breathing
          </Button>
        </>
      )}
    </Card>
  );
}

function Visualisation({ onComplete }: { onComplete(seconds: number): Promise<void> }) {
  const [index, setIndex] = useState<number | null>(null);
  const started = useRef(0);
  const last = VISUALISATION_SCRIPT.length - 1;
  if (index === null)
    return (
      <Card>
        <p>Read each step slowly, then take a breath before the next one.</p>
        <Button
          onClick={() => {
            started.current = Date.now();
            setIndex(0);
          }}
        >
          Start visualisation
        </Button>
      </Card>
    );
  const finish = () => {
    setIndex(null);
    void onComplete(Math.round((Date.now() - started.current) / 1000));
  };
  return (
    <Card className="mindset-visualisation">
      <p className="pro-muted">
        Step {index + 1} of {VISUALISATION_SCRIPT.length}
      </p>
      <p className="mindset-visualisation__text" aria-live="polite">
        {VISUALISATION_SCRIPT[index]}
      </p>
      <div className="pro-actions">
        <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          Back
        </Button>
        {index < last ? (
          <Button onClick={() => setIndex(index + 1)}>Next</Button>
        ) : (
          <Button onClick={finish}>Finish</Button>
        )}
      </div>
    </Card>
  );
}
