import { useState } from 'react';
import styled from 'styled-components';
import { bus } from 'shared/bus';
import { useTranslation } from 'shared/i18n';
import { useBrand } from 'shared/state';
import { readItem, writeItem } from 'shared/storage';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../setup';
import { copyText } from './copy-text';

const Strip = styled.div`
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.onPrimary};
  font-size: 0.875rem;
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  max-width: 90rem;
  min-height: 2.5rem;
  margin: 0 auto;
  padding: 0 1.5rem;
  strong {
    font-weight: 700;
    letter-spacing: 0.02em;
  }
  > span {
    flex: 1;
    min-width: 0;
  }
  button {
    min-height: 1.875rem;
    padding: 0 0.75rem;
    font-size: 0.8125rem;
  }
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.125rem;
  line-height: 1;
  cursor: pointer;
`;

/**
 * SPEC §1 forever site: a strip above the header names the brand's permanent address (brand
 * config permanentUrl, else this site's own) with 复制网址, which copies it and confirms with a
 * toast. Closing it is remembered for that address on this device; a new address shows again.
 */
export function ForeverSiteBanner() {
  const { flags, permanentUrl } = useBrand();
  const url = permanentUrl ?? window.location.origin;
  const [dismissed, setDismissed] = useState(() => readItem('foreverSiteDismissed') === url);
  if (!flags.foreverSite || dismissed) return null;
  const close = () => {
    writeItem('foreverSiteDismissed', url);
    setDismissed(true);
  };
  return <ForeverSiteNotice url={url} onClose={close} />;
}

function ForeverSiteNotice({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const copy = () => {
    void copyText(url).then((copied) =>
      bus.emit(
        'ui:toast',
        copied
          ? { message: t('foreverSite.copied', { url }), kind: 'success' }
          : { message: t('foreverSite.copyFailed'), kind: 'error' },
      ),
    );
  };
  return (
    <Strip role="region" aria-label={t('foreverSite.label')} data-testid="forever-site">
      <Line>
        <span>
          {t('foreverSite.notice')} <strong data-testid="forever-site-url">{url}</strong>
        </span>
        <Button variant="secondary" onClick={copy}>
          {t('foreverSite.copy')}
        </Button>
        <Close type="button" aria-label={t('foreverSite.close')} onClick={onClose}>
          ×
        </Close>
      </Line>
    </Strip>
  );
}
