import {
  LABELS,
  PLAYING_STYLES,
  validatePersonalisationAge,
  type PlayingStyleId,
  type SkillLevel,
} from '@dreampitch/domain';
import { ButtonLink, PageHeader } from '@dreampitch/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@dreampitch/ui/router';
import { buildWizardHandoff, parsePlayerSelectionState } from '../wizard-handoff/navigationState';
import { PersonaliseForm } from './PersonaliseForm';
import { StyleCards } from './StyleCards';
import './playerSelection.css';

export function PlayerSelection() {
  const location = useLocation();
  const navigate = useNavigate();
  const [initial] = useState(() => parsePlayerSelectionState(location.state));
  const [playerStyle, setPlayerStyle] = useState<PlayingStyleId | null>(initial.playerStyle ?? null);
  const [personalising, setPersonalising] = useState(initial.playerStyle !== undefined);
  const [age, setAge] = useState(initial.age === undefined ? '' : String(initial.age));
  const [skillLevel, setSkillLevel] = useState<SkillLevel>(initial.skillLevel ?? 'beginner');
  const [ageError, setAgeError] = useState<string | null>(null);

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
          skillLevel={skillLevel}
          onAgeChange={(value) => {
            setAge(value);
            setAgeError(null);
          }}
          onSkillLevelChange={setSkillLevel}
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
