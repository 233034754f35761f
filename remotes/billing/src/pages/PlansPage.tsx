import { Plans } from '../features/plans/Plans';

export default function PlansPage() {
  return <Plans />;
}
