import styled from 'styled-components';

export const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem 0;
  border-top: 1px solid ${({ theme }) => theme.border};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.textMuted};
    font-size: 0.875rem;
    line-height: 1.6;
  }
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: 5rem minmax(12rem, 1fr) minmax(18rem, 26rem);
  gap: 1rem;
  align-items: center;
  padding: 0.5rem 0;
  @media (max-width: 48rem) {
    grid-template-columns: 1fr;
  }
`;

export const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.875rem;
  strong {
    font-size: 0.9375rem;
  }
`;

export const Pending = styled.span`
  color: ${({ theme }) => theme.warning};
  font-size: 0.8125rem;
`;

export const Inline = styled.form`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  flex-wrap: wrap;
  > div {
    flex: 1;
    min-width: 8rem;
  }
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  label {
    display: inline-flex;
    gap: 0.375rem;
    align-items: center;
    cursor: pointer;
    font-size: 0.9375rem;
  }
`;

/** A break's form: its durations, the password and the button, spaced apart and not wider than a field. */
export const BreakForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  max-width: 24rem;
  > div {
    align-self: stretch;
  }
`;
