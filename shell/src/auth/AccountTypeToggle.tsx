import type { AccountType } from '@dreampitch/domain';

const OPTIONS: { value: AccountType; label: string; description: string }[] = [
  { value: 'player', label: 'Player', description: 'I train and set goals' },
  { value: 'parent', label: 'Parent', description: "I support my child's journey" },
];

/** The Player / Parent choice at sign-up: a radio group, so arrow keys move between the two. */
export function AccountTypeToggle({
  value,
  onChange,
}: {
  value: AccountType;
  onChange: (type: AccountType) => void;
}) {
  return (
    <fieldset className="shell-auth__types">
      <legend>I am a</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="shell-auth__type">
          <input
            type="radio"
            name="accountType"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>
            <strong>{option.label}</strong>
            <small>{option.description}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
