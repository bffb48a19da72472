import { useId } from 'react';
import { useTranslation } from 'shared/i18n';
import styled from 'styled-components';
import type { CountryArea } from '../contract/endpoints/codes-send';
import { digitsOnly } from '../validation/text';
import { PHONE_MAX } from '../validation/limits';
import { TextField } from './TextField';

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
    font-size: 0.875rem;
    &:focus {
      outline: none;
      border-color: ${({ theme }) => theme.primary};
      /* The border and a ring of the same colour: a 2 px change that shows where the focus is. */
      box-shadow: 0 0 0 1px ${({ theme }) => theme.primary};
    }
  }
`;

export interface CountryPhoneFieldProps {
  /** The picker's countries, e.g. from `useCountryAreas()`. */
  areas: CountryArea[];
  areaCode: string;
  phone: string;
  onAreaCode: (areaCode: string) => void;
  /** The number as typed, digits only and at most PHONE_MAX of them. */
  onPhone: (phone: string) => void;
  onBlur?: (() => void) | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/** 国家/地区 and 手机号码: the chosen country's pattern judges the number (SPEC §5). */
export function CountryPhoneField({
  areas,
  areaCode,
  phone,
  onAreaCode,
  onPhone,
  onBlur,
  error,
  disabled = false,
}: CountryPhoneFieldProps) {
  const { t } = useTranslation('shared');
  const selectId = useId();
  return (
    <Row>
      <Picker>
        <label htmlFor={selectId}>{t('phone.country')}</label>
        <select id={selectId} value={areaCode} disabled={disabled} onChange={(event) => onAreaCode(event.target.value)}>
          {areas.map((area) => (
            <option key={`${area.areaCode}-${area.areaName}`} value={area.areaCode}>
              {`${area.areaName} +${area.areaCode}`}
            </option>
          ))}
        </select>
      </Picker>
      <TextField
        label={t('phone.number')}
        placeholder={t('phone.placeholder')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_MAX}
        value={phone}
        onChange={(event) => onPhone(digitsOnly(event.target.value, PHONE_MAX))}
        onBlur={onBlur}
        error={error}
        disabled={disabled}
      />
    </Row>
  );
}
