import { useTranslation } from 'shared/i18n';
import styled from 'styled-components';
import { NAMESPACE } from '../../setup';
import type { RecoveryWay } from './forgot-state';

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
  margin: 0 0 0.75rem;
  padding: 0;
  border: 0;
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const Option = styled.label<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 2.25rem;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.primary : theme.border)};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme, $active }) => ($active ? theme.primary : theme.textMuted)};
  background: ${({ theme }) => theme.surface};
  font-size: 0.875rem;
  cursor: pointer;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
`;

const ways: { way: RecoveryWay; key: 'forgot.byPhone' | 'forgot.byEmail' }[] = [
  { way: 'phone', key: 'forgot.byPhone' },
  { way: 'email', key: 'forgot.byEmail' },
];

/** 手机找回 / 邮箱找回: native radios, so the arrow keys move between them. */
export function WayPicker({ way, onChange }: { way: RecoveryWay; onChange: (way: RecoveryWay) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group>
      <legend>{t('forgot.way')}</legend>
      {ways.map((option) => (
        <Option key={option.way} $active={option.way === way}>
          <input
            type="radio"
            name="recovery-way"
            value={option.way}
            checked={option.way === way}
            onChange={() => onChange(option.way)}
          />
          {t(option.key)}
        </Option>
      ))}
    </Group>
  );
}
