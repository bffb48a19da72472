import { SafeHtml } from 'shared/ui';
import type { PanelProps } from '../../panel-props';
import { PanelSection } from '../../PanelSection';

/** activityLandPage: the operator's content, sanitised (scripts, handlers and unsafe links removed). */
export function LandPanel({ activity }: PanelProps<'activityLandPage'>) {
  return (
    <PanelSection>
      <SafeHtml html={activity.detail.contentHtml} data-testid="activity-land-content" />
    </PanelSection>
  );
}
