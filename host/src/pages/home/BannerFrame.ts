import styled from 'styled-components';

/** The carousel's box (1920 × 480 pictures): drawn at once on the first page, so nothing shifts when the banners arrive. */
export const BannerFrame = styled.section`
  position: relative;
  overflow: hidden;
  aspect-ratio: 1920 / 480;
  min-height: 10rem;
  border-radius: calc(${({ theme }) => theme.radius} * 2);
  background: ${({ theme }) => theme.surfaceAlt};
`;
