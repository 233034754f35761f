import { GoalTracker } from '../features/goals/GoalTracker';

export default function GoalTrackerPage() {
  return <GoalTracker />;
}
