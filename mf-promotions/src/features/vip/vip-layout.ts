import styled from 'styled-components';

/** The VIP pages' column of sections. */
export const Page = styled.article`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  color: ${({ theme }) => theme.text};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  padding: 1.25rem 1.5rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  h2 {
    margin: 0;
    font-size: 1.0625rem;
  }
`;

export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.75rem;
  a {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.primary};
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.textMuted};
`;
