import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { queryNoticeListByPage } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { usePrefersReducedMotion } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { homeNoticesInput } from './home-inputs';
import { NoticeListDialog } from './NoticeListDialog';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Strip = styled.section`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 1rem 0;
  padding: 0.5rem 1rem;
  overflow: hidden;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Label = styled.strong`
  flex: none;
  color: ${({ theme }) => theme.primary};
`;

const Track = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
`;

/**
 * Lies over the titles and holds no words of its own: its name says what it does, and a name that is
 * not the visible words would compete with them (WCAG 2.5.3, label in name).
 */
const Opener = styled.button`
  position: absolute;
  inset: 0;
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
`;

const Moving = styled.div`
  display: inline-flex;
  gap: 3rem;
  padding-right: 3rem;
  animation: ${scroll} 40s linear infinite;
  ${Track}:hover & {
    animation-play-state: paused;
  }
  /* The prerendered HTML is drawn before the script reads the setting: it holds still by itself. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The titles held still, once each, cut with an ellipsis; the opener's title attribute gives them whole. */
const Still = styled.div`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The notice marquee: titles of the latest notices; a click opens them all, bodies sanitised. */
export function NoticeStrip() {
  const { t } = useTranslation(NAMESPACE);
  const notices = useEndpoint(queryNoticeListByPage, homeNoticesInput);
  const [open, setOpen] = useState(false);
  const still = usePrefersReducedMotion();
  const titles = notices.data?.list.map((notice) => notice.title) ?? [];
  return (
    <Strip aria-label={t('home.noticeLabel')} data-testid="notice-strip">
      <Label>{t('home.noticeLabel')}</Label>
      <Track>
        {notices.status === 'error' || (notices.status === 'success' && titles.length === 0) ? (
          <span>{t('home.noNotice')}</span>
        ) : (
          <>
            {/* The titles are read in the list the opener shows. */}
            {still ? (
              <Still aria-hidden data-testid="notice-still">
                {titles.join('　')}
              </Still>
            ) : (
              <Moving aria-hidden>
                {[...titles, ...titles].map((title, i) => (
                  <span key={i}>{title}</span>
                ))}
              </Moving>
            )}
            <Opener
              type="button"
              onClick={() => setOpen(true)}
              aria-label={t('notices.open')}
              title={still ? titles.join(' · ') : undefined}
              data-testid="notice-open"
            />
          </>
        )}
      </Track>
      <NoticeListDialog open={open} notices={notices.data?.list ?? []} onClose={() => setOpen(false)} />
    </Strip>
  );
}
