import { AccountBilling } from '../features/subscription/AccountBilling';

export default function AccountBillingSection() {
  return <AccountBilling />;
}
