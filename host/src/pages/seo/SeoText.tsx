import styled from 'styled-components';
import { serviceFactValues } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { useBrand } from 'shared/state';
import { NAMESPACE } from '../../setup';

/**
 * Visually hidden but in the document (SPEC §2 "Hidden search-engine text"): display:none would
 * hide it from crawlers and screen readers alike, so this is the usual screen-reader-only clip.
 */
const Hidden = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export function SeoText() {
  const { t } = useTranslation(NAMESPACE);
  const { siteName } = useBrand();
  return <Hidden data-testid="seo-text">{t('seo.text', { siteName, ...serviceFactValues() })}</Hidden>;
}
