import {
  ageChangeRefusal,
  ageFieldHint,
  emailProblem,
  MESSAGES,
  PARENTAL_CONSENT_AGE,
  serverErrorMessage,
  typedAge,
  AGE_MAX,
  SIGN_UP_AGE_MIN,
  type AppUser,
} from '@dreampitch/domain';
import { useAuth, useToast } from '@dreampitch/session';
import { Button, Card, TextField } from '@dreampitch/ui';
import { useState, type FormEvent } from 'react';
import { formErrorMessage } from '../../lib/useLoaded';
import { useBusy } from './useBusy';
import { accountCalls } from './api/accountCalls';

/** The heading of the section that holds these details (the account page's first). */
export const PROFILE_DETAILS_TITLE = 'Your details';

interface Errors {
  firstName?: string;
  lastName?: string;
  age?: string;
  parentEmail?: string;
}

/** Names, and for a player the age (with what its group changes) and the parent e-mail. */
export function ProfileDetails({ user }: { user: AppUser }) {
  const { refreshProfile } = useAuth();
  const { showToast } = useToast();
  const isPlayer = user.accountType === 'player';
  const ageLocked = isPlayer && user.age !== null && user.age < PARENTAL_CONSENT_AGE;
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [age, setAge] = useState(user.age === null ? '' : String(user.age));
  const [parentEmail, setParentEmail] = useState(user.parentEmail ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, whileSaving] = useBusy();

  /** Typing in a field clears what was said about it. */
  const edit =
    (field: keyof Errors, set: (value: string) => void) => (event: { target: { value: string } }) => {
      set(event.target.value);
      setErrors(({ [field]: _cleared, ...rest }) => rest);
    };

  const ageNumber = typedAge(age);
  const ageHint = ageLocked ? (serverErrorMessage('parent_changes_age') ?? undefined) : ageFieldHint(age);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (firstName.trim() === '') found.firstName = MESSAGES.firstNameRequired;
    if (lastName.trim() === '') found.lastName = MESSAGES.lastNameRequired;
    const ageChanged = isPlayer && !ageLocked && ageNumber !== user.age;
    if (ageChanged) {
      const refusal = ageChangeRefusal(user, ageNumber);
      if (refusal) found.age = serverErrorMessage(refusal) ?? MESSAGES.signUpAgeRange;
    }
    const parentChanged =
      isPlayer && parentEmail.trim().toLowerCase() !== (user.parentEmail ?? '').toLowerCase();
    const parentProblem = parentChanged && emailProblem(parentEmail, MESSAGES.parentEmailRequired);
    if (parentProblem) found.parentEmail = parentProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const namesChanged = firstName.trim() !== user.firstName || lastName.trim() !== user.lastName;
    await whileSaving(
      async () => {
        await accountCalls.saveProfile({
          ...(namesChanged ? { names: { firstName: firstName.trim(), lastName: lastName.trim() } } : {}),
          ...(ageChanged ? { age: ageNumber } : {}),
          ...(parentChanged ? { parentEmail: parentEmail.trim() } : {}),
        });
        await refreshProfile();
        showToast(MESSAGES.profileSaved, 'success');
      },
      async (error) => showToast(await formErrorMessage(error, MESSAGES.profileSaveFailed), 'error'),
    );
  };

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="tracker-account__form">
        <div className="tracker-account__row">
          <TextField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={100}
            value={firstName}
            onChange={edit('firstName', setFirstName)}
            error={errors.firstName}
          />
          <TextField
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={100}
            value={lastName}
            onChange={edit('lastName', setLastName)}
            error={errors.lastName}
          />
        </div>
        {isPlayer && (
          <>
            <TextField
              label="Age"
              name="age"
              type="number"
              inputMode="numeric"
              min={SIGN_UP_AGE_MIN}
              max={AGE_MAX}
              readOnly={ageLocked}
              value={age}
              onChange={edit('age', setAge)}
              hint={ageHint}
              error={errors.age}
            />
            <TextField
              label="Parent/Guardian Email"
              name="parentEmail"
              type="email"
              autoComplete="off"
              value={parentEmail}
              onChange={edit('parentEmail', setParentEmail)}
              hint="A new address gets a request to link (and, under 13, to give consent)."
              error={errors.parentEmail}
            />
          </>
        )}
        <Button type="submit" loading={saving}>
          Save details
        </Button>
      </form>
    </Card>
  );
}
