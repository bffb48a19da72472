import type { SwitchableVertical } from 'shared/contract';
import type { VerticalSite } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { Button, Muted, RecordsTable, type RecordColumn } from 'shared/ui';
import { NAMESPACE } from '../../setup';

export interface VerticalsTableProps {
  site: VerticalSite;
  verticals: readonly SwitchableVertical[];
  onSwitch: (vertical: SwitchableVertical) => void;
}

/** One brand's verticals: the state players see now, its maintenance words and end, and the switch. */
export function VerticalsTable({ site, verticals, onSwitch }: VerticalsTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const columns: RecordColumn<SwitchableVertical>[] = [
    { key: 'vertical', title: t('verticals.columns.vertical'), cell: (vertical) => t(`verticals.names.${vertical}`) },
    {
      key: 'state',
      title: t('verticals.columns.state'),
      cell: (vertical) => (
        <span data-state={site.verticals[vertical].state}>
          {t(`verticals.states.${site.verticals[vertical].state}`)}
        </span>
      ),
      tone: (vertical) => (site.verticals[vertical].state === 'on' ? undefined : 'debit'),
    },
    {
      key: 'message',
      title: t('verticals.columns.message'),
      cell: (vertical) => {
        const status = site.verticals[vertical];
        if (status.state !== 'maintenance') return <Muted>—</Muted>;
        const until =
          status.until === undefined ? '' : t('verticals.until', { at: formatBeijingTime(status.until, 'minute') });
        return `${status.message ?? t('verticals.defaultMessage')}${until === '' ? '' : ` · ${until}`}`;
      },
    },
    {
      key: 'action',
      title: t('verticals.columns.action'),
      cell: (vertical) => (
        <Button
          type="button"
          variant="secondary"
          aria-label={t('verticals.switchLabel', { name: site.name, vertical: t(`verticals.names.${vertical}`) })}
          onClick={() => onSwitch(vertical)}
        >
          {t('verticals.switch')}
        </Button>
      ),
    },
  ];
  return (
    <RecordsTable
      columns={columns}
      rows={verticals}
      rowKey={(vertical) => vertical}
      rowTestId="vertical-row"
      rowData={(vertical) => ({ 'data-vertical': vertical })}
      minWidth="40rem"
    />
  );
}
