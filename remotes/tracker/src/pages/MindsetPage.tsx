import { Mindset } from '../features/mindset/Mindset';

export default function MindsetPage() {
  return <Mindset />;
}
