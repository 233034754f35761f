import { LABELS, PLAYING_STYLES, trainToPlayLikeLabel, type PlayingStyleId } from '@dreampitch/domain';
import { Button, ChoiceGroup, Section, type ChoiceOption } from '@dreampitch/ui';
import { useState } from 'react';
import { useNavigate } from '@dreampitch/ui/router';
import { STYLE_ICONS } from './homeContent';

const STYLE_OPTIONS: ChoiceOption<PlayingStyleId>[] = PLAYING_STYLES.map((style) => ({
  value: style.id,
  label: style.name,
  icon: STYLE_ICONS[style.id],
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

  return (
    <Section
      title={LABELS.chooseYourPlayingStyle}
      description="Pick the legend whose game you want to grow into. We'll shape your training around their strengths."
      className="mkt-styles"
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
