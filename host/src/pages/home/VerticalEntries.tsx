import { Link } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { useServedRoutes } from 'shared/routes';
import { NavIcon } from '../../layout/NavIcon';
import { navItemsFor } from '../../layout/nav-items';
import { NAMESPACE } from '../../setup';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
`;

const Entry = styled(Link)`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  padding: 1.25rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  transition:
    border-color 0.15s,
    transform 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.primary};
    transform: translateY(-2px);
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.textMuted};
  }
`;

const Icon = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  color: ${({ theme }) => theme.onPrimary};
  background: ${({ theme }) => theme.primary};
`;

const Title = styled.h2`
  margin: 2rem 0 1rem;
  font-size: 1.25rem;
`;

/** One entry per vertical whose page the route table serves. */
export function VerticalEntries() {
  const { t } = useTranslation(NAMESPACE);
  const items = navItemsFor(useServedRoutes()).filter((item) => item.key !== 'home');
  return (
    <section aria-labelledby="home-verticals">
      <Title id="home-verticals">{t('home.verticalsTitle')}</Title>
      <Grid>
        {items.map((item) => (
          <Entry key={item.key} to={item.href} data-testid={`entry-${item.key}`}>
            <Icon>
              <NavIcon name={item.key} />
            </Icon>
            <div>
              <h3>{t(`home.verticals.${item.key}.title`)}</h3>
              <p>{t(`home.verticals.${item.key}.desc`)}</p>
            </div>
          </Entry>
        ))}
      </Grid>
    </section>
  );
}
