import styled from 'styled-components';
import { textOn } from 'shared/ui';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import type { FeedStatus } from '../feed';

const Notice = styled.div`
  flex: none;
  padding: 0.375rem 0.75rem;
  background: ${({ theme }) => theme.warning};
  color: ${({ theme }) => textOn(theme.warning)};
  font-size: 0.8125rem;
  text-align: center;
`;

/** Shown while the live feed is down: prices may be stale until it is back (then the snapshot is reloaded). */
export function FeedNotice({ status }: { status: FeedStatus }) {
  const { t } = useTranslation(NAMESPACE);
  if (status !== 'reconnecting') return null;
  return (
    <Notice role="status" data-testid="feed-notice">
      {t('book.feedDown')}
    </Notice>
  );
}
