import { FAMILY_ERROR_MESSAGES, isValidFamilyEmail } from '@dreampitch/domain';
import { Button, TextField } from '@dreampitch/ui';
import { useState, type FormEvent } from 'react';

interface EmailInviteFormProps {
  label: string;
  hint?: string;
  submitLabel: string;
  onSubmit(email: string): Promise<boolean>;
}

/** One e-mail field and a button: a parent inviting a player, or a player asking a parent. */
export function EmailInviteForm({ label, hint, submitLabel, onSubmit }: EmailInviteFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidFamilyEmail(email)) {
      setError(FAMILY_ERROR_MESSAGES.invalid_email ?? null);
      return;
    }
    setError(null);
    setBusy(true);
    const sent = await onSubmit(email.trim());
    setBusy(false);
    if (sent) setEmail('');
  }

  return (
    <form className="tracker-family-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={label}
        hint={hint}
        type="email"
        autoComplete="off"
        value={email}
        error={error ?? undefined}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <Button type="submit" loading={busy} disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
