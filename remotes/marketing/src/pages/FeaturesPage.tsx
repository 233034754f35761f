import { Features } from '../features/features-catalogue/Features';

/** '/app/features'. */
export default function FeaturesPage() {
  return <Features />;
}
