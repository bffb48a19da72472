import { useState } from 'react';
import { consoleMemberExtendExclusion, consoleMemberProtection, type MemberProtection } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { Button, Row, TextField } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import { ReasonDialog } from '../../../ui/ReasonDialog';

type Current = NonNullable<MemberProtection['current']>;

/** A Beijing calendar day (yyyy-mm-dd) as the instant its 24:00 falls on. */
function endOfBeijingDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = new Date(`${day}T24:00:00+08:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/**
 * Lengthens the break in force to the end of a chosen day, or makes it permanent. Only later ends
 * are offered; the server refuses any other (8030) whatever is sent.
 */
export function ExtendExclusion({ memberId, current }: { memberId: number; current: Current & { endsAt: string } }) {
  const { t } = useTranslation(NAMESPACE);
  const [day, setDay] = useState('');
  const [asking, setAsking] = useState<{ until: string | null } | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const extend = useEndpointMutation(consoleMemberExtendExclusion, { invalidates: [consoleMemberProtection] });

  const ask = (permanent: boolean) => {
    const until = permanent ? null : endOfBeijingDay(day);
    if (!permanent && (until === null || until <= current.endsAt)) {
      setProblem(t('members.protection.laterOnly', { end: formatBeijingTime(current.endsAt, 'minute') }));
      return;
    }
    setProblem(undefined);
    setAsking({ until });
  };

  return (
    <>
      <Row $gap="0.75rem">
        <TextField
          type="date"
          label={t('members.protection.extendTo')}
          value={day}
          error={problem}
          onChange={(event) => setDay(event.target.value)}
        />
        <Button variant="secondary" onClick={() => ask(false)} disabled={extend.busy}>
          {t('members.protection.extend')}
        </Button>
        <Button variant="ghost" onClick={() => ask(true)} disabled={extend.busy}>
          {t('members.protection.makePermanent')}
        </Button>
      </Row>
      {asking && (
        <ReasonDialog
          placeholder={t('members.reasonPlaceholder')}
          title={t('members.protection.extendTitle')}
          body={t('members.protection.extendBody', {
            until:
              asking.until === null ? t('members.protection.permanent') : formatBeijingTime(asking.until, 'minute'),
          })}
          confirm={t('members.protection.extend')}
          busy={extend.busy}
          failure={extend.failure}
          onClose={() => setAsking(null)}
          onConfirm={async (reason) => (await extend.run({ memberId, until: asking.until, reason })) !== null}
        />
      )}
    </>
  );
}
