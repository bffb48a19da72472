import { Link } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { hrefFor } from 'shared/routes';
import { AsyncView, EmptyState, PageHead } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { GradeCard } from './GradeCard';
import { GradesTable } from './GradesTable';
import { RebateCalculator } from './RebateCalculator';
import { byCategoryOrder } from './rebate-categories';
import { RebateTable } from './RebateTable';
import { useVipNoSave } from './use-vip-no-save';
import { useVipOverview, type VipOverviewData } from './use-vip-overview';
import { Note, Page, Section } from './vip-layout';

/** /mine/vip: the member's grade and the way up, every grade's terms, and the rebate rates with a calculator. */
export function VipOverview() {
  const overview = useVipOverview();
  const noSave = useVipNoSave();
  return (
    <AsyncView state={overview}>
      {(data) => <VipOverviewBody data={data} noSave={noSave} stale={overview.status === 'loading'} />}
    </AsyncView>
  );
}

function VipOverviewBody({ data, noSave, stale }: { data: VipOverviewData; noSave: boolean; stale: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const { member, grades, rebates } = data;
  const rows = byCategoryOrder(rebates);
  return (
    <Page aria-labelledby="vip-title" aria-busy={stale || undefined} data-testid="vip-page">
      <PageHead id="vip-title" title={t('vip.title')}>
        <Link to={hrefFor('vipDetail')}>{t('vip.toDetail')}</Link>
      </PageHead>
      <GradeCard member={member} noSave={noSave} />
      <Section aria-labelledby="vip-grades-title">
        <h2 id="vip-grades-title">{t('vip.grades.title')}</h2>
        <GradesTable grades={grades} memberGrade={member.grade} noSave={noSave} />
        <Note>{noSave ? t('vip.grades.noteNoSave') : t('vip.grades.note')}</Note>
      </Section>
      <Section aria-labelledby="vip-rebate-title">
        <h2 id="vip-rebate-title">{t('vip.rebate.title')}</h2>
        {rows.length === 0 ? (
          <EmptyState title={t('vip.rebate.empty')} />
        ) : (
          <>
            <RebateTable rows={rows} grades={grades} memberGrade={member.grade} />
            <Note data-testid="vip-rebate-daily">
              {t('vip.rebate.daily')} <Link to={hrefFor('welfare')}>{t('vip.week.toWelfare')}</Link>
            </Note>
            <h3>{t('vip.calculator.title')}</h3>
            <RebateCalculator rows={rows} memberGrade={member.grade} />
          </>
        )}
      </Section>
    </Page>
  );
}
