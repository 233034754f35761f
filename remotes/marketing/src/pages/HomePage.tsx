import { Home } from '../features/home/Home';

/** '/app'. */
export default function HomePage() {
  return <Home />;
}
