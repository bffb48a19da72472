import { useAtom } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import { slipNoticeAtom } from './slip-atoms';
import { DismissButton, SlipPanel } from './slip-panel';

/** Refusals, stake caps and errors, until the next action or the close button. */
export function SlipNoticeBar() {
  const { t } = useTranslation(NAMESPACE);
  const [notice, setNotice] = useAtom(slipNoticeAtom);
  if (!notice) return null;
  return (
    <SlipPanel $tone={notice.tone} data-testid="slip-message" role={notice.tone === 'error' ? 'alert' : 'status'}>
      <div>{notice.text}</div>
      <DismissButton type="button" aria-label={t('slip.dismiss')} onClick={() => setNotice(null)}>
        ×
      </DismissButton>
    </SlipPanel>
  );
}
