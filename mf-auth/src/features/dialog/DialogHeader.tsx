import { useTranslation } from 'shared/i18n';
import styled from 'styled-components';
import type { AuthFormMode } from './auth-dialog-state';
import { NAMESPACE } from '../../setup';
import type { AuthScreen } from './auth-dialog-state';
import { ModeTabs } from './ModeTabs';

const Title = styled.h2`
  margin: 0 0 1.25rem;
  padding-bottom: 0.625rem;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  font-size: 1.0625rem;
  font-weight: 600;
  text-align: center;
`;

export interface DialogHeaderProps {
  screen: AuthScreen;
  mode: AuthFormMode;
  onSelectMode: (mode: AuthFormMode) => void;
}

/** 登录 / 注册 tabs on the form, a title on the other two modes. */
export function DialogHeader({ screen, mode, onSelectMode }: DialogHeaderProps) {
  const { t } = useTranslation(NAMESPACE);
  if (screen.kind === 'form') return <ModeTabs mode={mode} onSelect={onSelectMode} />;
  return <Title>{t(screen.kind === 'forgot' ? 'forgot.title' : 'newDevice.title')}</Title>;
}

/** The dialog's accessible name in each mode. */
export function dialogLabelKey(screen: AuthScreen): 'dialog.label' | 'forgot.title' | 'newDevice.title' {
  return screen.kind === 'form' ? 'dialog.label' : screen.kind === 'forgot' ? 'forgot.title' : 'newDevice.title';
}
