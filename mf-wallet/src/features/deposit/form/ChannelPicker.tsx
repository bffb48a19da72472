import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { DepositChannel, PaymentType } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { PillButton } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import { Row, SectionTitle } from '../deposit-styles';

const Channels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: 0.75rem;
`;

const ChannelCard = styled.button<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.75rem 1rem;
  text-align: left;
  cursor: pointer;
  color: ${({ theme }) => theme.text};
  background: ${({ theme, $active }) => ($active ? theme.surfaceAlt : theme.surface)};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.primary : theme.border)};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme, $active }) => ($active ? `inset 0 0 0 1px ${theme.primary}` : 'none')};
  &:hover {
    border-color: ${({ theme }) => theme.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
  strong {
    font-size: 0.9375rem;
  }
  span {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.textMuted};
  }
`;

interface Props {
  types: PaymentType[];
  typeCode: PaymentType['code'];
  channelId: string;
  disabled: boolean;
  onType(code: PaymentType['code']): void;
  onChannel(channel: DepositChannel): void;
}

/** The payment types as tabs and the chosen type's channels, each with its single-payment limits. */
export function ChannelPicker({ types, typeCode, channelId, disabled, onType, onChannel }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const type = types.find((candidate) => candidate.code === typeCode);

  // A radio group moves its choice with the arrow keys, as native radios do.
  const onArrow = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0 || !type || disabled) return;
    event.preventDefault();
    const index = type.channels.findIndex((channel) => channel.channelId === channelId);
    const next = type.channels[(index + step + type.channels.length) % type.channels.length];
    if (!next) return;
    onChannel(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-channel="${next.channelId}"]`)?.focus();
  };

  return (
    <>
      <div>
        <SectionTitle id="deposit-types">{t('deposit.types')}</SectionTitle>
        <Row role="tablist" aria-labelledby="deposit-types">
          {types.map((candidate) => (
            <PillButton
              key={candidate.code}
              type="button"
              role="tab"
              aria-selected={candidate.code === typeCode}
              $active={candidate.code === typeCode}
              disabled={disabled}
              onClick={() => onType(candidate.code)}
            >
              {candidate.name}
            </PillButton>
          ))}
        </Row>
      </div>
      {type && (
        <div role="radiogroup" aria-labelledby="deposit-channels" onKeyDown={onArrow}>
          <SectionTitle id="deposit-channels">{t('deposit.channels')}</SectionTitle>
          <Channels>
            {type.channels.map((channel) => (
              <ChannelCard
                key={channel.channelId}
                type="button"
                role="radio"
                data-channel={channel.channelId}
                aria-checked={channel.channelId === channelId}
                tabIndex={channel.channelId === channelId ? 0 : -1}
                $active={channel.channelId === channelId}
                disabled={disabled}
                onClick={() => onChannel(channel)}
              >
                <strong>{channel.name}</strong>
                <span>{channel.description}</span>
                <span>
                  {t('deposit.limit', { min: formatMoney(channel.minAmount), max: formatMoney(channel.maxAmount) })}
                </span>
              </ChannelCard>
            ))}
          </Channels>
        </div>
      )}
    </>
  );
}
