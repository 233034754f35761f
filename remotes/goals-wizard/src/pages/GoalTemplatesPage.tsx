import { GoalTemplates } from '../features/goal-templates/GoalTemplates';

export default function GoalTemplatesPage() {
  return <GoalTemplates />;
}
