import {
  LABELS,
  PERSONALISATION_AGE_MAX,
  PERSONALISATION_AGE_MIN,
  PLAYING_STYLES,
  validatePersonalisationAge,
  type PlayingStyleId,
  type AppUser,
  type SkillLevel,
} from '@dreampitch/domain';
import { useAuth } from '@dreampitch/session';
import { ButtonLink, PageHeader } from '@dreampitch/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@dreampitch/ui/router';
import { buildWizardHandoff, parsePlayerSelectionState } from '../wizard-handoff/navigationState';
import { PersonaliseForm } from './PersonaliseForm';
import { StyleCards } from './StyleCards';
import './playerSelection.css';

/** The age the profile gives the personalise form, when it is one the form accepts. */
function profileAge(user: AppUser): string {
  const { age } = user;
  return age !== null && age >= PERSONALISATION_AGE_MIN && age <= PERSONALISATION_AGE_MAX ? String(age) : '';
}

export function PlayerSelection() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [initial] = useState(() => parsePlayerSelectionState(location.state));
  const [playerStyle, setPlayerStyle] = useState<PlayingStyleId | null>(initial.playerStyle ?? null);
  const [personalising, setPersonalising] = useState(initial.playerStyle !== undefined);
  const [age, setAge] = useState(initial.age === undefined ? '' : String(initial.age));
  const [skillLevel, setSkillLevel] = useState<SkillLevel>(initial.skillLevel ?? 'beginner');
  const [ageError, setAgeError] = useState<string | null>(null);
  // A returning player ("Set New Goal") starts from the profile's age and skill level, still editable. The wizard
  // coming back, or anything typed here, wins; the profile is applied once, when the session has loaded it.
  const [profileApplied, setProfileApplied] = useState<string | null>(
    initial.age === undefined ? null : 'state',
  );
  if (!loading && user && profileApplied === null) {
    setProfileApplied(user.id);
    setAge(profileAge(user));
    setSkillLevel(user.skillLevel);
  }
  const fromProfile = user !== null && profileApplied === user.id;

  // Switching views replaces most of the page: move focus to the new heading so keyboard and screen-reader users
  // land where the content changed (not on arrival, which the shell already announces).
  const headingRef = useRef<HTMLSpanElement>(null);
  const shownView = useRef(personalising);
  useEffect(() => {
    if (shownView.current === personalising) return;
    shownView.current = personalising;
    headingRef.current?.focus();
  }, [personalising]);

  const style = PLAYING_STYLES.find((candidate) => candidate.id === playerStyle);

  function chooseStyle(id: PlayingStyleId) {
    setPlayerStyle(id);
    setPersonalising(true);
  }

  function createGoals() {
    if (!playerStyle) return;
    const result = validatePersonalisationAge(age);
    if (!result.ok) {
      setAgeError(result.error);
      return;
    }
    navigate('/app/goal-creation', { state: buildWizardHandoff(playerStyle, result.value, skillLevel) });
  }

  return (
    <div className="dp-container goals-player-selection">
      <PageHeader
        align="center"
        title={
          <span ref={headingRef} tabIndex={-1} className="goals-focus-target">
            {personalising && style ? "Let's Make It Yours" : LABELS.chooseYourPlayingStyle}
          </span>
        }
        subtitle={
          personalising && style
            ? 'Tell us a little about you and we will pick goals that fit.'
            : 'Who do you want to play like? Pick a hero and we will build your training around their style.'
        }
      />
      {personalising && style ? (
        <PersonaliseForm
          style={style}
          age={age}
          ageError={ageError}
          fromProfile={fromProfile}
          skillLevel={skillLevel}
          onAgeChange={(value) => {
            setProfileApplied((current) => current ?? 'typed');
            setAge(value);
            setAgeError(null);
          }}
          onSkillLevelChange={(value) => {
            setProfileApplied((current) => current ?? 'typed');
            setSkillLevel(value);
          }}
          onBack={() => setPersonalising(false)}
          onSubmit={createGoals}
        />
      ) : (
        <StyleCards selected={playerStyle} onChoose={chooseStyle} />
      )}
      <p className="goals-skip">
        <ButtonLink to="/app/goal-tracker" variant="ghost">
          {LABELS.skipAndExplore}
        </ButtonLink>
      </p>
    </div>
  );
}
