import { GoalWizard } from '../features/goal-wizard/GoalWizard';

export default function GoalWizardPage() {
  return <GoalWizard />;
}
