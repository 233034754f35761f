import { Badge, ButtonLink, Card, PageHeader } from '@dreampitch/ui';
import { GAME_CATALOGUE, LABELS } from '@dreampitch/domain';
import { useLocation } from '@dreampitch/ui/router';
import '../features/games.css';

/** /app/games/reaction-time and /app/games/skill-challenge: listed in the catalogue, not playable yet (spec §2). */
export default function ComingSoonGamePage() {
  const { pathname } = useLocation();
  const game = GAME_CATALOGUE.find((entry) => entry.route === pathname.replace(/\/$/, ''));
  return (
    <section className="dp-container games-page">
      <PageHeader title={game ? `${game.name}: ${LABELS.comingSoon}` : LABELS.comingSoon} />
      <Card className="games-coming-soon">
        <p>
          <Badge tone="warning">{LABELS.comingSoon}</Badge>
        </p>
        <p>
          {game ? `${game.name} is not available yet. ` : 'This game is not available yet. '}
          We are still building it. In the meantime, sharpen your game understanding in the Decision Drill.
        </p>
        <ButtonLink to="/app/games">Back to Game Hub</ButtonLink>
      </Card>
    </section>
  );
}
