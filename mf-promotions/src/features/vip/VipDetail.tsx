import { useState } from 'react';
import { Link } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { hrefFor } from 'shared/routes';
import { AsyncView, PageHead } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { GradeBenefits } from './GradeBenefits';
import { GradeSwitcher } from './GradeSwitcher';
import { byCategoryOrder } from './rebate-categories';
import { useVipNoSave } from './use-vip-no-save';
import { useVipOverview, type VipOverviewData } from './use-vip-overview';
import { Page, Section } from './vip-layout';
import { WeekGift } from './WeekGift';

/** The grade switcher and the chosen grade's benefits; the member's own grade until another is picked. */
function GradeDetail({ noSave }: { noSave: boolean }) {
  const overview = useVipOverview();
  return <AsyncView state={overview}>{(data) => <GradeBenefitsOf data={data} noSave={noSave} />}</AsyncView>;
}

function GradeBenefitsOf({ data, noSave }: { data: VipOverviewData; noSave: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [picked, setPicked] = useState<number | null>(null);
  const { member, grades, rebates } = data;
  const chosen = grades.find((g) => g.grade === picked) ?? grades.find((g) => g.grade === member.grade) ?? grades[0];
  if (!chosen) return null;
  return (
    <Section aria-labelledby="vip-benefits-title">
      <h2 id="vip-benefits-title">{t('vip.detail.benefitsOf', { name: chosen.name })}</h2>
      <GradeSwitcher grades={grades} chosen={chosen.grade} memberGrade={member.grade} onChoose={setPicked} />
      <GradeBenefits grade={chosen} rebates={byCategoryOrder(rebates)} noSave={noSave} />
    </Section>
  );
}

/** /mine/vip/detail: one grade's benefits in full, and this week's VIP gift (each loads on its own). */
export function VipDetail() {
  const { t } = useTranslation(NAMESPACE);
  const noSave = useVipNoSave();
  return (
    <Page aria-labelledby="vip-detail-title" data-testid="vip-detail-page">
      <PageHead id="vip-detail-title" title={t('vip.detail.title')}>
        <Link to={hrefFor('vip')}>{t('vip.detail.back')}</Link>
      </PageHead>
      <GradeDetail noSave={noSave} />
      <WeekGift noSave={noSave} />
    </Page>
  );
}
