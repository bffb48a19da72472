import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../../setup';
import { PLAY_COLUMNS } from '../odds/play-columns';
import { rowGrid } from './row-grid';

const Head = styled.div`
  ${rowGrid}
  align-items: center;
  height: 2.25rem;
  flex: none;
  background: ${({ theme }) => theme.headerBackground};
  border-bottom: 1px solid ${({ theme }) => theme.border};
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.75rem;
  span {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  span.play {
    text-align: center;
  }
`;

/** The titles over the match list's columns. */
export function ListHead() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Head aria-hidden>
      <span>{t('book.columns.time')}</span>
      <span>{t('book.columns.match')}</span>
      {PLAY_COLUMNS.map((column) => (
        <span key={column.id} className="play">
          {t(`book.columns.${column.id}`)}
        </span>
      ))}
    </Head>
  );
}
