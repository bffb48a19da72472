import styled from 'styled-components';
import { MineMenu } from '../menu';
import { MemberArea } from './MemberArea';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 13.5rem minmax(0, 1fr);
  align-items: start;
  gap: 1.25rem;
  @media (max-width: 48rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  min-width: 0;
`;

/** The user layout of SPEC §2: the menu on the left, the member and the page on the right. */
export function MineLayoutView() {
  return (
    <Columns>
      <MineMenu />
      <Main>
        <MemberArea />
      </Main>
    </Columns>
  );
}
