import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { crModeAtom, useBrand } from 'shared/state';
import { setCompactRootFont } from 'shared/theme';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../setup';

/**
 * SPEC §1 CR-mode switch, offered by brands with crMode: 紧凑阅读 shrinks the page's type and
 * spacing (every rem) so more rows fit a screen; the choice is kept on this device. Without the
 * flag there is no switch and the standard size applies.
 */
export function CrModeSwitch() {
  const { t } = useTranslation(NAMESPACE);
  const { flags } = useBrand();
  const [mode, setMode] = useAtom(crModeAtom);
  const compact = flags.crMode && mode === '1';

  useEffect(() => {
    setCompactRootFont(compact);
    document.documentElement.dataset.crMode = compact ? 'compact' : 'standard';
  }, [compact]);

  if (!flags.crMode) return null;
  return (
    <Button
      variant="secondary"
      aria-pressed={compact}
      onClick={() => setMode(compact ? '0' : '1')}
      data-testid="cr-mode-switch"
    >
      {t('header.crMode')}
    </Button>
  );
}
