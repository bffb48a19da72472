import { useAtomValue, useSetAtom } from 'jotai';
import { useTheme } from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { siteInfoAtom, storedEditionAtom, useBrand } from 'shared/state';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../setup';

/** Classic (light) or professional (dark); offered only where the brand and the site allow it. */
export function EditionSwitch() {
  const { t } = useTranslation(NAMESPACE);
  const brand = useBrand();
  const siteInfo = useAtomValue(siteInfoAtom);
  const setEdition = useSetAtom(storedEditionAtom);
  const theme = useTheme();
  const allowed = brand.flags.professionalThemeAllowed && (siteInfo?.siteBaseConfig.professionalEdition ?? 1) === 1;
  if (!allowed) return null;
  const next = theme.edition === 'professional' ? 'classic' : 'professional';
  return (
    <Button variant="secondary" onClick={() => setEdition(next)} data-edition={theme.edition}>
      {t('header.switchEdition', {
        edition: t(next === 'classic' ? 'header.editionClassic' : 'header.editionProfessional'),
      })}
    </Button>
  );
}
