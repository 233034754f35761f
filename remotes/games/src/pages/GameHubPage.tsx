import { ButtonLink, Card, PageHeader, Section } from '@dreampitch/ui';
import { DRILL_GAME_ID } from '@dreampitch/domain';
import { useAuth, useGameStats } from '@dreampitch/session';
import { useKeptGameTicket } from '../features/game-time/api/useKeptGameTicket';
import { GameCatalogue } from '../features/hub/GameCatalogue';
import { PlayerProgress } from '../features/hub/PlayerProgress';
import '../features/games.css';

export default function GameHubPage() {
  const { user, loading } = useAuth();
  // The session loads the stats after sign-in and refreshes them after every saved game.
  const { stats, keepGameTicket } = useGameStats();
  const signedIn = user !== null;
  // The hub is where a player goes before the pitch: the drill can then start there offline.
  useKeptGameTicket(DRILL_GAME_ID, user?.id ?? null, keepGameTicket);

  return (
    <section className="dp-container games-page">
      <PageHeader title="Game Hub" subtitle="Play mini-games, earn points and level up your soccer brain." />
      {signedIn ? (
        <Section title="Your progress">
          <PlayerProgress stats={stats} />
        </Section>
      ) : (
        !loading && (
          <Card tone="accent" className="games-hub__invite">
            <h2>Keep your points</h2>
            <p>
              You can play without an account, but your points, level and achievements are only kept when you
              are signed in.
            </p>
            <ButtonLink to="/app/auth" state={{ from: { pathname: '/app/games' } }}>
              Sign in to keep your points
            </ButtonLink>
          </Card>
        )
      )}
      <Section title="Games">
        <GameCatalogue />
      </Section>
    </section>
  );
}
