import { css } from 'styled-components';

/** The match list's columns: time, teams, then the seven plays; the header row uses the same grid. */
export const rowGrid = css`
  display: grid;
  grid-template-columns: 4.5rem minmax(8rem, 1.5fr) repeat(7, minmax(4.25rem, 1fr));
  column-gap: 0.375rem;
  padding: 0 0.75rem;
`;
