import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { TextField } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import { Muted } from '../deposit-styles';

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-top: 0.5rem;
  font-size: 0.875rem;
  cursor: pointer;
`;

interface Props {
  value: string;
  onChange(value: string): void;
  /** The member has no real name yet: offer to bind this one (bindFromDeposit). */
  canBind: boolean;
  bind: boolean;
  onBind(bind: boolean): void;
  error: string | undefined;
  disabled: boolean;
}

/**
 * 存款人姓名 of a bank transfer. A member without a real name may bind this one as it (SPEC §5 real-name
 * rules, once and for good): an explicit choice, unticked by default, because it cannot be changed.
 */
export function DepositorNameField({ value, onChange, canBind, bind, onBind, error, disabled }: Props) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div>
      <TextField
        id="deposit-depositor"
        label={t('deposit.depositorName')}
        value={value}
        maxLength={30}
        placeholder={t('deposit.depositorNamePlaceholder')}
        error={error}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <Muted>{t('deposit.depositorNameHint')}</Muted>
      {canBind && (
        <Check>
          <input
            type="checkbox"
            checked={bind}
            disabled={disabled}
            onChange={(event) => onBind(event.target.checked)}
          />
          {t('deposit.bindRealName')}
        </Check>
      )}
    </div>
  );
}
