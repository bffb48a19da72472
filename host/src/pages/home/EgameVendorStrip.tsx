import { Link } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { getVenueInfoByCategory, type Venue } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { hrefFor, useServedRoutes } from 'shared/routes';
import { AsyncView, EmptyState, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const Title = styled.h2`
  margin: 2rem 0 1rem;
  font-size: 1.25rem;
`;

const Strip = styled.ul`
  display: flex;
  gap: 0.75rem;
  margin: 0;
  padding: 0 0 0.5rem;
  overflow-x: auto;
  list-style: none;
`;

const Vendor = styled(Link)<{ $down: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  width: 7.5rem;
  padding: 0.75rem;
  color: ${({ theme }) => theme.text};
  text-align: center;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  opacity: ${({ $down }) => ($down ? 0.6 : 1)};
  transition:
    border-color 0.15s,
    transform 0.15s;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.primary};
    transform: translateY(-2px);
  }
  img {
    width: 4rem;
    height: 4rem;
    object-fit: contain;
  }
  small {
    color: ${({ theme }) => theme.textMuted};
  }
`;

/** The DZ vendors in the order the e-game page numbers its vendor tabs (by `sort`, from 0). */
function byTabOrder(list: readonly Venue[]): Venue[] {
  return [...list].sort((a, b) => a.sort - b.sort);
}

function VendorList() {
  const { t } = useTranslation(NAMESPACE);
  const vendors = useEndpoint(getVenueInfoByCategory, { category: 'DZ' });
  return (
    <AsyncView
      state={vendors}
      loading={<Spinner label={t('egameStrip.loading')} />}
      isEmpty={({ list }) => list.length === 0}
      empty={<EmptyState title={t('egameStrip.empty')} />}
    >
      {({ list }) => (
        <Strip>
          {byTabOrder(list).map((vendor, index) => (
            <li key={vendor.enName}>
              {/* The e-game page may mount after the click: 'ui:egame-tab' is replayed for it. */}
              <Vendor
                to={hrefFor('gameegame')}
                $down={vendor.status === 'maintenance'}
                onClick={() => bus.emit('ui:egame-tab', { index })}
                data-testid={`egame-vendor-${vendor.enName}`}
              >
                <img src={vendor.imageUrl} alt="" loading="lazy" />
                <span>{vendor.name}</span>
                {vendor.status === 'maintenance' && <small>{t('egameStrip.maintenance')}</small>}
              </Vendor>
            </li>
          ))}
        </Strip>
      )}
    </AsyncView>
  );
}

/** 热门电子: the e-game vendors, each opening the e-game page on its tab; only where that page is served. */
export function EgameVendorStrip() {
  const { t } = useTranslation(NAMESPACE);
  const served = useServedRoutes().isServed('gameegame');
  if (!served) return null;
  return (
    <section aria-labelledby="home-egame-vendors" data-testid="egame-vendors">
      <Title id="home-egame-vendors">{t('egameStrip.title')}</Title>
      <VendorList />
    </section>
  );
}
