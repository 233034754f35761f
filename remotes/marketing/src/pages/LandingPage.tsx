import { Landing } from '../features/landing/Landing';

/** '/' (bare layout: brings its own header and footer). */
export default function LandingPage() {
  return <Landing />;
}
