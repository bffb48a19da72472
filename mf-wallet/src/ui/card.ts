import styled from 'styled-components';
import { Muted as MutedText, Row as RowBase, Surface } from 'shared/ui';

/** The cards of the transfer and exchange pages: a titled box of figures and forms on the shared Surface. */
export const Card = styled(Surface)`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  h2 {
    margin: 0;
    font-size: 1.0625rem;
  }
`;

/** A card's items side by side, flowing onto more lines. */
export const Row = styled(RowBase).attrs({ $wrap: true, $gap: '0.75rem' })``;

/** A card's captions and hints, a size under the body text. */
export const Muted = styled(MutedText).attrs({ $size: '0.8125rem' })``;

export const Money = styled.strong`
  font-size: 1.375rem;
  color: ${({ theme }) => theme.primary};
  font-variant-numeric: tabular-nums;
`;

/** A figure and its label above it. */
export const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2rem;
  > div {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
  }
`;
