import { useMemo } from 'react';
import styled from 'styled-components';
import type { BrandRemotePin, RemoteVersion } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { remoteNames } from 'shared/remotes';
import { Button, Muted, RecordsTable, type RecordColumn } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import type { OperatorAction } from './ChangePinDialog';
import { buildText, publishedText } from './version-text';

/** The six changes, wrapping onto a second line where the column is narrow. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

/** Facts under a version (commit and size, then when and who), one to a line, wrapping when narrow. */
const Facts = styled(Muted)`
  display: flex;
  flex-direction: column;
  font-size: 0.75rem;
  white-space: normal;
`;

interface PinRow {
  remote: RemoteVersion['remote'];
  pin: BrandRemotePin | null;
  versions: readonly RemoteVersion[];
}

export interface BrandPinsProps {
  siteId: string;
  pins: readonly BrandRemotePin[];
  versions: readonly RemoteVersion[];
  onAction: (action: OperatorAction, remote: RemoteVersion['remote']) => void;
}

function VersionCell({ version, extra }: { version: RemoteVersion; extra?: string }) {
  return (
    <>
      <div>
        <code>{version.version}</code>
        {extra}
      </div>
      <Facts as="div">
        <span>{buildText(version)}</span>
        <span>{publishedText(version)}</span>
      </Facts>
    </>
  );
}

/** One brand's map: each remote's stable and canary version, and the changes an operator can make. */
export function BrandPins({ siteId, pins, versions, onAction }: BrandPinsProps) {
  const { t } = useTranslation(NAMESPACE);
  const rows = useMemo<PinRow[]>(
    () =>
      remoteNames.map((remote) => ({
        remote,
        pin: pins.find((pin) => pin.remote === remote) ?? null,
        versions: versions.filter((version) => version.remote === remote),
      })),
    [pins, versions],
  );
  const action = (row: PinRow, kind: OperatorAction, enabled: boolean) => (
    <Button
      type="button"
      variant={kind === 'rollback' || kind === 'clear_canary' || kind === 'unpin' ? 'secondary' : 'primary'}
      disabled={!enabled}
      onClick={() => onAction(kind, row.remote)}
      data-testid={`release-${kind}-${row.remote}`}
    >
      {t(`releases.actions.${kind}`)}
    </Button>
  );
  const columns: RecordColumn<PinRow>[] = [
    { key: 'remote', title: t('releases.columns.remote'), cell: (row) => <code>mf-{row.remote}</code> },
    {
      key: 'stable',
      title: t('releases.columns.stable'),
      cell: (row) =>
        row.pin?.stable ? <VersionCell version={row.pin.stable} /> : <Muted>{t('releases.brandAddress')}</Muted>,
    },
    {
      key: 'canary',
      title: t('releases.columns.canary'),
      cell: (row) =>
        row.pin?.canary ? (
          <VersionCell version={row.pin.canary} extra={` · ${row.pin.canaryPercent}%`} />
        ) : (
          <Muted>{t('releases.none')}</Muted>
        ),
    },
    {
      key: 'updated',
      title: t('releases.columns.updated'),
      cell: (row) =>
        row.pin ? (
          <>
            <div>{formatBeijingTime(row.pin.updatedAt)}</div>
            <Muted as="div" style={{ fontSize: '0.75rem' }}>
              {row.pin.updatedBy}
            </Muted>
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      title: t('releases.columns.actions'),
      cell: (row) => {
        const published = row.versions.length > 0;
        const canary = row.pin?.canary != null;
        return (
          <Actions>
            {action(row, 'pin', published)}
            {action(row, 'canary', published)}
            {action(row, 'promote', canary)}
            {action(row, 'clear_canary', canary)}
            {action(row, 'rollback', published && row.pin?.stable != null)}
            {action(row, 'unpin', row.pin !== null)}
          </Actions>
        );
      },
    },
  ];
  return (
    <RecordsTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.remote}
      testId={`release-pins-${siteId}`}
      rowTestId="release-pin"
      rowData={(row) => ({ 'data-remote': row.remote })}
    />
  );
}
