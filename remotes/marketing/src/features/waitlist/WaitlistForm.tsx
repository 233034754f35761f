import { isBackendConfigured } from '@dreampitch/data';
import { LABELS, MESSAGES, validateWaitlistEmail, waitlistJoinedMessage } from '@dreampitch/domain';
import { Button, TextField } from '@dreampitch/ui';
import { useState, type FormEvent } from 'react';
import { joinWaitlist } from './api/joinWaitlist';
import './waitlist.css';

type WaitlistState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'invalid' }
  | { status: 'failed' }
  | { status: 'joined'; message: string };

/**
 * The landing page's waitlist (spec §1, §5, §8). The backend is only touched on submit, so the landing page
 * renders without waiting for the Supabase client.
 */
export function WaitlistForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<WaitlistState>({ status: 'idle' });
  const submitting = state.status === 'submitting';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // Read the field itself: text typed into the prerendered landing page before React took it over is in the
    // DOM but never reached onChange.
    const field = event.currentTarget.elements.namedItem('email');
    const typed = field instanceof HTMLInputElement ? field.value : email;
    setEmail(typed);
    const validated = validateWaitlistEmail(typed);
    if (!validated.ok) {
      setState({ status: 'invalid' });
      return;
    }
    setState({ status: 'submitting' });
    try {
      await joinWaitlist(validated.value);
      setEmail('');
      setState({ status: 'joined', message: waitlistJoinedMessage(isBackendConfigured()) });
    } catch (error) {
      console.error('Joining the waitlist failed', error);
      setState({ status: 'failed' });
    }
  }

  return (
    // noValidate: the browser's own e-mail bubble would hide the spec's message (§5).
    <form className="mkt-waitlist" noValidate onSubmit={handleSubmit} aria-label="Join the waitlist">
      <div className="mkt-waitlist__row">
        <TextField
          className="mkt-waitlist__field"
          label="Email address"
          hideLabel
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
          disabled={submitting}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={state.status === 'invalid' ? MESSAGES.invalidEmail : undefined}
        />
        <Button
          type="submit"
          variant="accent"
          size="lg"
          loading={submitting}
          className="mkt-waitlist__submit"
        >
          {submitting ? LABELS.joiningWaitlist : LABELS.joinWaitlist}
        </Button>
      </div>
      {/* Always rendered so the result is announced and the space below the form never jumps. */}
      <div className="mkt-waitlist__feedback">
        <p role="status" className="mkt-waitlist__success">
          {state.status === 'joined' && (
            <>
              <span aria-hidden="true">✅ </span>
              {state.message}
            </>
          )}
        </p>
        <p role="alert" className="mkt-waitlist__failure">
          {state.status === 'failed' && MESSAGES.waitlistError}
        </p>
      </div>
    </form>
  );
}
