import { Badge, ButtonLink, Card, Icon, type IconName } from '@dreampitch/ui';
import { GAME_CATALOGUE, LABELS, type GameCatalogueEntry, type GameDifficulty } from '@dreampitch/domain';

const GAME_ICONS: Record<GameCatalogueEntry['id'], IconName> = {
  'decision-drill': 'brain',
  'reaction-time': 'zap',
  'skill-challenge': 'ball',
};

const DIFFICULTY_TONE = { beginner: 'success', intermediate: 'info', advanced: 'dark' } as const;

const difficultyLabel = (difficulty: GameDifficulty) =>
  difficulty.charAt(0).toUpperCase() + difficulty.slice(1);

/** The game hub's catalogue: the Decision Drill is playable, the others are listed as 'Coming Soon'. */
export function GameCatalogue() {
  return (
    <ul className="games-catalogue">
      {GAME_CATALOGUE.map((game) => (
        <Card
          as="li"
          key={game.id}
          className="games-catalogue__item"
          tone={game.available ? 'highlight' : 'default'}
        >
          <span className="games-catalogue__icon">
            <Icon name={GAME_ICONS[game.id]} />
          </span>
          <h3>{game.name}</h3>
          <p>{game.description}</p>
          <ul className="games-catalogue__facts" aria-label={`${game.name} details`}>
            <li>
              <Badge tone={DIFFICULTY_TONE[game.difficulty]}>{difficultyLabel(game.difficulty)}</Badge>
            </li>
            <li>
              <Badge tone="neutral">
                <span className="visually-hidden">Duration: </span>
                {game.duration}
              </Badge>
            </li>
            <li>
              <Badge tone="accent">
                <span className="visually-hidden">Points: </span>
                {game.points}
              </Badge>
            </li>
          </ul>
          {game.available ? (
            <ButtonLink to={game.route}>Play {game.name}</ButtonLink>
          ) : (
            <p className="games-catalogue__soon">
              <Badge tone="warning">{LABELS.comingSoon}</Badge>
            </p>
          )}
        </Card>
      ))}
    </ul>
  );
}
