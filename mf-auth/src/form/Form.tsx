import styled from 'styled-components';

/** The column every auth form shares. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

export const SubmitRow = styled.div`
  margin-top: 0.75rem;
`;

/** Two buttons side by side: 上一步 and 下一步. */
export const ButtonPair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
  margin-top: 0.75rem;
`;

/** An input with a button at its end (获取验证码). */
export const FieldWithAction = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: 0.5rem;
  > button {
    margin-top: 1.45rem;
    min-height: 2.75rem;
  }
`;

/** A quiet paragraph of explanation inside a form. */
export const Note = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.8125rem;
  line-height: 1.6;
`;
