import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { ResponseOf } from 'shared/contract';
import type { queryNoticeListByPage } from 'shared/contract';
import { useServedRoutes } from 'shared/routes';
import { Dialog, EmptyState, SafeHtml } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { unlinkUnserved } from './unlink-unserved';

type Notice = ResponseOf<typeof queryNoticeListByPage>['list'][number];

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: 1rem;
    padding-top: 1rem;
    border-top: 1px solid ${({ theme }) => theme.border};
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 0.9375rem;
  }
  time {
    display: block;
    margin-bottom: 0.5rem;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.textMuted};
  }
`;

/**
 * The notices' bodies: a component of its own, so they are parsed and sanitised only while the
 * dialog is open (a closed Dialog renders nothing), not on every render of the home.
 */
function NoticeBodies({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { isServedHref } = useServedRoutes();
  if (notices.length === 0) return <EmptyState title={t('notices.empty')} />;
  return (
    <List data-testid="notice-list">
      {notices.map((notice) => (
        <li key={notice.id}>
          <h3>{notice.title}</h3>
          <time>{notice.publishTime}</time>
          <SafeHtml html={unlinkUnserved(notice.content, isServedHref)} />
        </li>
      ))}
    </List>
  );
}

/** Every loaded notice with its title, time and sanitised HTML body; links to pages not served here are plain text. */
export function NoticeListDialog({
  open,
  notices,
  onClose,
}: {
  open: boolean;
  notices: readonly Notice[];
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog open={open} title={t('notices.title')} onClose={onClose} width="40rem">
      <NoticeBodies notices={notices} />
    </Dialog>
  );
}
