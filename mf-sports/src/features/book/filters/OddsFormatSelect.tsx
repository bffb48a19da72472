import styled from 'styled-components';
import { useAtom } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { oddsFormatSchema } from 'shared/contract';
import { oddsFormatAtom } from 'shared/state';
import { NAMESPACE } from '../../../setup';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
  white-space: nowrap;
`;

const Select = styled.select`
  height: 2rem;
  padding: 0 0.5rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
  }
`;

/** 欧洲盘 / 香港盘 / 印尼盘 / 马来盘: the member's format, persisted (shared/state), used by every price shown. */
export function OddsFormatSelect() {
  const { t } = useTranslation(NAMESPACE);
  const [format, setFormat] = useAtom(oddsFormatAtom);
  return (
    <Label>
      {t('book.oddsFormat')}
      <Select
        data-testid="odds-format"
        value={format ?? 'H'}
        onChange={(event) => {
          const next = oddsFormatSchema.safeParse(event.target.value);
          if (next.success) setFormat(next.data);
        }}
      >
        {oddsFormatSchema.options.map((code) => (
          <option key={code} value={code}>
            {t(`odds.format.${code}`)}
          </option>
        ))}
      </Select>
    </Label>
  );
}
