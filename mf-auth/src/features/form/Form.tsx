import styled from 'styled-components';

/** The column both auth forms share. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

export const SubmitRow = styled.div`
  margin-top: 0.75rem;
`;
