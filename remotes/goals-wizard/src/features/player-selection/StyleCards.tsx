import { PILLAR_LABELS, PLAYING_STYLES, type PlayingStyleId } from '@dreampitch/domain';
import { cx, Icon } from '@dreampitch/ui';
import { STYLE_ICONS } from '../wizard-handoff/icons';

interface StyleCardsProps {
  selected: PlayingStyleId | null;
  onChoose(id: PlayingStyleId): void;
}

/**
 * The three legendary-player profiles; each card is one large button (keyboard: Tab, Enter or Space). Its name is
 * its whole visible text, so speech users can say any of it (WCAG 2.5.3, axe label-content-name-mismatch).
 */
export function StyleCards({ selected, onChoose }: StyleCardsProps) {
  return (
    <ul className="goals-style-cards" aria-label="Playing styles">
      {PLAYING_STYLES.map((style) => {
        return (
          <li key={style.id}>
            <button
              type="button"
              className={cx('goals-style-card', selected === style.id && 'goals-style-card--selected')}
              style={{ ['--goals-style-color' as string]: style.color }}
              aria-pressed={selected === style.id}
              onClick={() => onChoose(style.id)}
            >
              <span className="goals-style-card__icon" aria-hidden="true">
                <Icon name={STYLE_ICONS[style.id]} />
              </span>
              <span className="goals-style-card__name">
                {style.name}
                <span className="visually-hidden">, </span>
                <span className="goals-style-card__style">{style.style}</span>
                <span className="visually-hidden">. </span>
              </span>
              <span className="goals-style-card__description">{style.description}</span>
              <span className="goals-style-card__pillars">
                Focus: {style.focusPillars.map((pillar) => PILLAR_LABELS[pillar]).join(' + ')}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
