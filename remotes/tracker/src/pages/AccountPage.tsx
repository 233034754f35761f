import { AccountPage as Account } from '../features/account/AccountPage';

export default function AccountPage() {
  return <Account />;
}
