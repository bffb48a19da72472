import { useTranslation } from 'shared/i18n';
import { Muted, Pager, Row } from 'shared/ui';
import { NAMESPACE } from '../setup';

/** The total and the shared pager, for the console's paged tables. */
export function ConsolePager({
  total,
  pageNum,
  pageSize,
  busy,
  onChange,
}: {
  total: number;
  pageNum: number;
  pageSize: number;
  busy: boolean;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Row $gap="1rem" $justify="space-between" style={{ marginTop: '0.75rem' }}>
      <Muted>{t('pager.summary', { total, page: pageNum, pages })}</Muted>
      {pages > 1 && (
        <Pager
          page={pageNum}
          pages={pages}
          busy={busy}
          onChange={onChange}
          label={t('pager.summary', { total, page: pageNum, pages })}
        />
      )}
    </Row>
  );
}
