import { PlayerSelection } from '../features/player-selection/PlayerSelection';

export default function PlayerSelectionPage() {
  return <PlayerSelection />;
}
