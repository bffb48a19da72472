import { Link } from 'shared/router';
import styled from 'styled-components';
import { includesRemote } from 'shared/config';
import { useBrand } from 'shared/state';
import { CrModeSwitch } from './CrModeSwitch';
import { EditionSwitch } from './EditionSwitch';
import { HeaderSession, HeaderUser } from './HeaderUser';
import { LanguageSwitch } from './LanguageSwitch';
import { NavBar } from './NavBar';
import { SecondaryNav } from './SecondaryNav';
import { ServiceEntry } from './ServiceEntry';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.headerBackground};
  color: ${({ theme }) => theme.headerText};
  border-bottom: 1px solid ${({ theme }) => theme.border};
  box-shadow: 0 1px 8px rgba(0, 0, 0, 0.06);
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 1.5rem;
  max-width: 90rem;
  margin: 0 auto;
  padding: 0 1.5rem;
`;

const TopStrip = styled.div`
  background: ${({ theme }) => theme.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.border};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
  ${Row} {
    min-height: 2.5rem;
    justify-content: flex-end;
    gap: 0.75rem;
  }
  button {
    min-height: 1.875rem;
    padding: 0 0.75rem;
    font-size: 0.8125rem;
  }
`;

/**
 * Logo, navigation and the member area share the page column: the navigation takes what the other
 * two leave and spreads its links over it, so a member's longer area (balance, shortcuts, 会员中心)
 * squeezes the gaps between links instead of pushing past the column's edge.
 */
const MainRow = styled(Row)`
  height: 4rem;
  gap: 1rem;
  > nav {
    flex: 1 1 auto;
    min-width: 0;
    height: 100%;
  }
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
  flex: none;
  &::before {
    content: '';
    width: 1.5rem;
    height: 1.5rem;
    border-radius: 50%;
    background: radial-gradient(circle at 35% 35%, ${({ theme }) => theme.accent}, ${({ theme }) => theme.primary});
  }
`;

const User = styled.div`
  margin-left: auto;
  flex: none;
  white-space: nowrap;
`;

/** Two rows: service, language and edition on top; logo, navigation and the member area below. */
export function Header() {
  const brand = useBrand();
  return (
    <Bar>
      <TopStrip>
        <Row data-header-row="top">
          <HeaderSession />
          <SecondaryNav />
          {/* The chat remote (its entry and runtime) is not on the first screen's path: ServiceEntry says when it loads. */}
          {includesRemote(brand, 'chat') && <ServiceEntry />}
          <LanguageSwitch />
          <EditionSwitch />
          <CrModeSwitch />
        </Row>
      </TopStrip>
      <MainRow data-header-row="main">
        <Logo to="/" data-testid="site-name">
          {brand.siteName}
        </Logo>
        <NavBar />
        <User>
          <HeaderUser />
        </User>
      </MainRow>
    </Bar>
  );
}
