import styled from 'styled-components';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem 1.5rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  label { display: inline-flex; align-items: center; gap: 0.375rem; font-size: 0.875rem; }
`;

export const Spacer = styled.span`
  flex: 1;
`;

export const Badge = styled.span`
  display: inline-block;
  min-width: 1.25rem;
  margin-left: 0.375rem;
  padding: 0 0.375rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.danger};
  color: ${({ theme }) => theme.onPrimary};
  font-size: 0.75rem;
  line-height: 1.25rem;
  text-align: center;
`;

export const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.danger};
  font-size: 0.875rem;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1rem;
`;
