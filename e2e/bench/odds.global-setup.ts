import type { FullConfig } from '@playwright/test';
import { startDeployment } from '../global-setup';

export default function benchSetup(_config: FullConfig): Promise<() => Promise<void>> {
  return startDeployment({ SPORTS_FEED_RATE: '0' });
}
