import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { CountryArea } from 'shared/contract';
import { TextField } from 'shared/ui';
import { digitsOnly, PHONE_MAX } from 'shared/validation';
import { NAMESPACE } from '../../setup';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(7rem, 38%) 1fr;
  gap: 0.5rem;
  align-items: start;
`;

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
  select {
    height: 2.75rem;
    padding: 0 0.5rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.border};
    background: ${({ theme }) => theme.surfaceAlt};
    color: ${({ theme }) => theme.text};
    &:focus { outline: none; border-color: ${({ theme }) => theme.primary}; }
  }
`;

/** 国家/地区 and 手机号码: the chosen country's pattern judges the number (SPEC §5). */
export function CountryPhoneField({ areas, areaCode, phone, onAreaCode, onPhone, error, disabled }: {
  areas: CountryArea[];
  areaCode: string;
  phone: string;
  onAreaCode(areaCode: string): void;
  onPhone(phone: string): void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const selectId = useId();
  return (
    <Row>
      <Picker>
        <label htmlFor={selectId}>{t('security.phone.country')}</label>
        <select id={selectId} value={areaCode} disabled={disabled} onChange={(event) => onAreaCode(event.target.value)}>
          {areas.map((area) => (
            <option key={`${area.areaCode}-${area.areaName}`} value={area.areaCode}>{`${area.areaName} +${area.areaCode}`}</option>
          ))}
        </select>
      </Picker>
      <TextField
        label={t('security.phone.number')}
        placeholder={t('security.phone.placeholder')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_MAX}
        value={phone}
        error={error}
        disabled={disabled}
        onChange={(event) => onPhone(digitsOnly(event.target.value, PHONE_MAX))}
      />
    </Row>
  );
}
