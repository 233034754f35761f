import './shared.css';
import { Badge } from '@dreampitch/ui';

/**
 * Visible 'Sample' tag for decorative figures. Screen readers hear "Sample:" before the heading it sits in, so the
 * figures are never taken for the visitor's real data.
 */
export function SampleTag() {
  return (
    <Badge tone="neutral" className="mkt-sample-tag">
      <span aria-hidden="true">Sample</span>
      <span className="visually-hidden">Sample:</span>
    </Badge>
  );
}
