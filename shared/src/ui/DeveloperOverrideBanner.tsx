import styled from 'styled-components';
import type { ActiveOverride } from '../contract/delivery-remotes';
import { formatBeijingTime } from '../format/beijing-time';
import { useTranslation } from 'shared/i18n';
import { textOn } from 'shared/theme';

/**
 * In the page's flow at its top (never over the tab bar or the content): shown only in a browser
 * holding a developer override, so nobody mistakes a dev build for the site.
 */
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  background: ${({ theme }) => theme.warning};
  color: ${({ theme }) => textOn(theme.warning)};
  font-size: 0.8125rem;
  line-height: 1.4;
`;

const Label = styled.strong`
  white-space: nowrap;
`;

const Body = styled.span`
  flex: 1 1 12rem;
  overflow-wrap: anywhere;
`;

const EndButton = styled.button`
  padding: 0.25rem 0.75rem;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

export interface DeveloperOverrideBannerProps {
  override: ActiveOverride;
  /** Ends the override in this browser (the host clears its cookie and reloads). */
  onEnd: () => void;
}

export function DeveloperOverrideBanner({ override, onEnd }: DeveloperOverrideBannerProps) {
  const { t } = useTranslation('shared');
  return (
    <Bar role="status" data-testid="developer-override-banner">
      <Label>{t('developerOverride.label')}</Label>
      <Body>
        {t('developerOverride.body', {
          area: t(`remote.areas.${override.remote}`),
          address: override.address,
          time: formatBeijingTime(override.expiresAt),
        })}
      </Body>
      <EndButton type="button" onClick={onEnd}>
        {t('developerOverride.end')}
      </EndButton>
    </Bar>
  );
}
