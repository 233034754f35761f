import { Card, Icon, ProgressBar, Spinner, StatTile } from '@dreampitch/ui';
import {
  levelProgress,
  nextLevelThreshold,
  pointsToNextLevel,
  recentAchievements,
  type GameStats,
} from '@dreampitch/domain';

/** The signed-in player's points, level, progress to the next level and recent achievements (spec §2 screen 7). */
export function PlayerProgress({ stats }: { stats: GameStats | null }) {
  if (!stats) return <Spinner label="Loading your game stats" />;
  const toNext = pointsToNextLevel(stats.totalPoints);
  const achievements = recentAchievements(stats.achievements);
  return (
    <>
      <div className="games-stats">
        <StatTile label="Total points" value={stats.totalPoints} icon={<Icon name="star" />} tone="accent" />
        <StatTile label="Level" value={stats.level} icon={<Icon name="medal" />} />
        <StatTile label="Games played" value={stats.gamesPlayed} icon={<Icon name="gamepad" />} tone="info" />
        <StatTile
          label="Average score"
          value={`${stats.averageScore}%`}
          icon={<Icon name="target" />}
          tone="dark"
        />
      </div>
      <Card className="games-level">
        <ProgressBar
          label={`Progress to level ${stats.level + 1}`}
          value={levelProgress(stats.totalPoints)}
          valueText={`${toNext} points to next level`}
          tone="accent"
          size="lg"
        />
        <p className="games-level__detail">
          Level {stats.level + 1} starts at {nextLevelThreshold(stats.level)} points.
        </p>
      </Card>
      <h3>Recent achievements</h3>
      {achievements.length === 0 ? (
        <p>No achievements yet. Finish a Decision Drill to earn your first one!</p>
      ) : (
        <ul className="games-achievements">
          {achievements.map((achievement) => (
            <Card as="li" key={achievement.id} className="games-achievements__item">
              <Icon name="trophy" />
              <div>
                <p className="games-achievements__name">{achievement.name}</p>
                <p>{achievement.description}</p>
                <p className="games-achievements__points">+{achievement.points} points</p>
              </div>
            </Card>
          ))}
        </ul>
      )}
    </>
  );
}
