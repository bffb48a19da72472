import styled from 'styled-components';
import { textOn } from 'shared/ui';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    font-size: 0.875rem;
  }
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
  color: ${({ theme }) => textOn(theme.danger)};
  font-size: 0.75rem;
  line-height: 1.25rem;
  text-align: center;
`;
