import { Upgrade } from '../features/upgrade/Upgrade';

export default function SubscriptionPage() {
  return <Upgrade />;
}
