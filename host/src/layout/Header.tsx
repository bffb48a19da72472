import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { includesRemote } from 'shared/config';
import { useBrand } from 'shared/state';
import { RemoteArea } from '../remote-area/RemoteArea';
import { EditionSwitch } from './EditionSwitch';
import { HeaderUser } from './HeaderUser';
import { LanguageSwitch } from './LanguageSwitch';
import { NavBar } from './NavBar';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.headerBackground};
  color: ${({ theme }) => theme.headerText};
  border-bottom: 1px solid ${({ theme }) => theme.border};
  box-shadow: 0 1px 8px rgba(0, 0, 0, 0.06);
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 1.5rem;
  max-width: 90rem;
  height: 4rem;
  margin: 0 auto;
  padding: 0 1.5rem;
`;

const Logo = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 1.375rem;
  font-weight: 800;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.primary};
  white-space: nowrap;
  &::before {
    content: '';
    width: 1.5rem;
    height: 1.5rem;
    border-radius: 50%;
    background: radial-gradient(circle at 35% 35%, ${({ theme }) => theme.accent}, ${({ theme }) => theme.primary});
  }
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-left: auto;
`;

export function Header() {
  const brand = useBrand();
  return (
    <Bar>
      <Inner>
        <Logo to="/" data-testid="site-name">
          {brand.siteName}
        </Logo>
        <NavBar />
        <Right>
          {includesRemote(brand, 'chat') && <RemoteArea module="chat/CustomerServiceEntry" props={{ variant: 'header' }} variant="inline" />}
          <LanguageSwitch />
          <EditionSwitch />
          <HeaderUser />
        </Right>
      </Inner>
    </Bar>
  );
}
