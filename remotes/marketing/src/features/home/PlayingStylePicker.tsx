import { LABELS, PLAYING_STYLES, trainToPlayLikeLabel, type PlayingStyleId } from '@dreampitch/domain';
import { Button, ChoiceGroup, Section, type ChoiceOption, Icon } from '@dreampitch/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@dreampitch/ui/router';
import { STYLE_ICONS } from './homeContent';

const STYLE_OPTIONS: ChoiceOption<PlayingStyleId>[] = PLAYING_STYLES.map((style) => ({
  value: style.id,
  label: style.name,
  icon: <Icon name={STYLE_ICONS[style.id]} />,
  description: (
    <>
      <span className="mkt-style__role">
        <span className="mkt-style__swatch" style={{ background: style.color }} aria-hidden="true" />
        {style.style}
      </span>
      <span className="mkt-style__text">{style.description}</span>
    </>
  ),
}));

/** 'Choose Your Playing Style' (spec §1): pick a legend, then continue into player selection with that style. */
export function PlayingStylePicker() {
  const [selectedId, setSelectedId] = useState<PlayingStyleId | null>(null);
  const navigate = useNavigate();
  const selected = PLAYING_STYLES.find((style) => style.id === selectedId) ?? null;
  const nextRef = useRef<HTMLButtonElement>(null);
  const choseWithKeyboard = useRef(false);

  // The call to action appears below the cards, often below the fold: bring it into view. A click or tap (also one
  // made before hydration and replayed, which has no pointer event) moves focus to it; arrow keys keep focus in the
  // radio group so the keyboard can still move between styles (Tab reaches the button next).
  useEffect(() => {
    const button = nextRef.current;
    if (!selectedId || !button) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    button.scrollIntoView({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
    if (!choseWithKeyboard.current) button.focus({ preventScroll: true });
    choseWithKeyboard.current = false;
  }, [selectedId]);

  return (
    <Section
      title={LABELS.chooseYourPlayingStyle}
      description="Pick the legend whose game you want to grow into. We'll shape your training around their strengths."
      className="mkt-styles"
      onPointerDown={() => (choseWithKeyboard.current = false)}
      onKeyDown={() => (choseWithKeyboard.current = true)}
    >
      <ChoiceGroup
        label="Playing style"
        hideLabel
        options={STYLE_OPTIONS}
        value={selectedId}
        onChange={setSelectedId}
        columns={3}
        className="mkt-styles__choices"
      />
      {/* The row keeps its height before and after a choice, so nothing below it jumps. */}
      <div className="mkt-styles__next">
        <p role="status" className="mkt-styles__status">
          {selected ? `Selected: ${selected.name}, ${selected.style}.` : 'Choose a style to continue.'}
        </p>
        {selected && (
          <Button
            ref={nextRef}
            size="lg"
            onClick={() => navigate('/app/player-selection', { state: { playerStyle: selected.id } })}
          >
            {trainToPlayLikeLabel(selected.name)}
          </Button>
        )}
      </div>
    </Section>
  );
}
