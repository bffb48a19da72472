import styled from 'styled-components';

/** The cards of the transfer and exchange pages: a titled box of figures and forms. */
export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  padding: 1.25rem 1.5rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  color: ${({ theme }) => theme.text};
  h2 { margin: 0; font-size: 1.0625rem; }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.8125rem;
`;

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
  > div { display: flex; flex-direction: column; gap: 0.25rem; }
`;
