import { DeveloperOverrideBanner } from 'shared/ui';
import { endOverride, useActiveOverride } from './developer-override';

/** The banner of a developer override, in the one browser holding it; nothing elsewhere. */
export function DeveloperOverrideNotice() {
  const override = useActiveOverride();
  return override === null ? null : <DeveloperOverrideBanner override={override} onEnd={endOverride} />;
}
