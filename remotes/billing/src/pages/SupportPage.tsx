import { Support } from '../features/support/Support';

export default function SupportPage() {
  return <Support />;
}
