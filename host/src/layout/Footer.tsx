import styled from 'styled-components';
import { serviceFactValues } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { hrefFor, useServedRoutes } from 'shared/routes';
import { useBrand } from 'shared/state';
import { NAMESPACE } from '../setup';
import { usePageTraceId } from './use-page-trace-id';

const Bar = styled.footer`
  padding: 2.5rem 1.5rem 2rem;
  background: ${({ theme }) => theme.footerBackground};
  color: ${({ theme }) => theme.footerText};
  font-size: 0.8125rem;
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 2rem;
  max-width: 90rem;
  margin: 0 auto;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 0.9375rem;
    color: #fff;
  }
  p {
    margin: 0;
    line-height: 1.8;
  }
`;

const Bottom = styled.div`
  max-width: 90rem;
  margin: 2rem auto 0;
  padding-top: 1rem;
  border-top: 1px solid rgba(255, 255, 255, 0.08);
  text-align: center;
`;

const TraceLine = styled.span`
  display: block;
  margin-top: 0.25rem;
  font-size: 0.75rem;
`;

/** The way to the member's own limits and breaks (docs/decisions/0006-player-protection.md), under the 18+ notice. */
const FooterLink = styled(Link)`
  color: #fff;
  text-decoration: underline;
`;

export function Footer() {
  const { t } = useTranslation(NAMESPACE);
  const brand = useBrand();
  const served = useServedRoutes();
  const traceId = usePageTraceId();
  return (
    <Bar data-testid="site-footer">
      <Inner>
        <section>
          <h2>{t('footer.aboutTitle')}</h2>
          <p>{t('footer.about', { site: brand.siteName })}</p>
        </section>
        <section>
          <h2>{t('footer.serviceTitle')}</h2>
          <p>{t('footer.service', serviceFactValues())}</p>
        </section>
        <section>
          <h2>18+</h2>
          <p>{t('footer.responsible')}</p>
          {served.isServed('responsible') && (
            <FooterLink to={hrefFor('responsible')}>{t('protection.footerLink')}</FooterLink>
          )}
          <p>{t('footer.license')}</p>
        </section>
      </Inner>
      <Bottom>
        {t('footer.copyright', { year: new Date().getFullYear(), site: brand.siteName })}
        {/* What support asks a player to read out: the id every call and report of this page load carries. */}
        {traceId && <TraceLine data-testid="page-trace-id">{t('killswitch.traceId', { id: traceId })}</TraceLine>}
      </Bottom>
    </Bar>
  );
}
