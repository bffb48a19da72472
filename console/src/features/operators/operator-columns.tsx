import type { TFunction } from 'i18next';
import type { Operator } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { Button, Row, type RecordColumn } from 'shared/ui';
import type { OperatorAction } from './OperatorActionDialog';

/** The operators list's columns; the admin's own row has no disable button (the server refuses it too). */
export function operatorColumns(
  t: TFunction,
  act: (action: OperatorAction) => void,
  showSessions: (operator: Operator) => void,
  selfId: number | null,
): RecordColumn<Operator>[] {
  return [
    { key: 'name', title: t('operators.columns.name'), cell: (o) => `${o.name} (#${o.id})` },
    { key: 'displayName', title: t('operators.columns.displayName'), cell: (o) => o.displayName },
    {
      key: 'roles',
      title: t('operators.columns.roles'),
      cell: (o) => o.roles.map((role) => t(`roles.${role}`)).join('、'),
    },
    { key: 'status', title: t('operators.columns.status'), cell: (o) => t(`operators.status.${o.status}`) },
    {
      key: 'totp',
      title: t('operators.columns.totp'),
      cell: (o) => (o.totpEnrolled ? t('operators.totpEnrolled') : t('operators.totpPending')),
    },
    {
      key: 'lastLogin',
      title: t('operators.columns.lastLogin'),
      cell: (o) => (o.lastLoginAt === null ? '-' : formatBeijingTime(o.lastLoginAt, 'minute')),
    },
    {
      key: 'actions',
      title: t('operators.columns.actions'),
      cell: (o) => (
        <Row $gap="0.5rem" $wrap={false}>
          {o.id !== selfId && (
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                act({ kind: o.status === 'active' ? 'disable' : 'enable', operatorId: o.id, operatorName: o.name })
              }
            >
              {t(`operators.actions.${o.status === 'active' ? 'disable' : 'enable'}`)}
            </Button>
          )}
          <Button
            type="button"
            variant="secondary"
            onClick={() => act({ kind: 'resetTotp', operatorId: o.id, operatorName: o.name })}
          >
            {t('operators.actions.resetTotp')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => showSessions(o)}>
            {t('operators.actions.sessions')}
          </Button>
        </Row>
      ),
    },
  ];
}
