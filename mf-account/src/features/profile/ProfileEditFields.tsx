import { useId } from 'react';
import { useTranslation } from 'shared/i18n';
import { useAtomValue } from 'jotai';
import type { MemberInfo } from 'shared/state';
import { brandAtom } from 'shared/state';
import { latestAdultBirthday, ruleMessageKey, type RuleResult } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { Muted } from 'shared/ui';
import { Inline, Input, Problem } from './profile-styles';

/** 性别: 男 or 女 as radio buttons while not set; afterwards the fixed text. */
export function GenderValue({
  fixed,
  value,
  disabled,
  onChange,
}: {
  fixed: MemberInfo['gender'] | null;
  value: MemberInfo['gender'];
  disabled: boolean;
  onChange(gender: 1 | 2): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const name = useId();
  if (fixed !== null) return <span>{t(`profile.gender.${fixed}`)}</span>;
  return (
    <Inline role="radiogroup" aria-label={t('profile.gender.label')}>
      {([1, 2] as const).map((gender) => (
        <label key={gender}>
          <input
            type="radio"
            name={name}
            value={gender}
            checked={value === gender}
            disabled={disabled}
            onChange={() => onChange(gender)}
          />{' '}
          {t(`profile.gender.${gender}`)}
        </label>
      ))}
    </Inline>
  );
}

/** 生日: a date picker up to the last birthday of an 18-year-old, with the brand's note under it. */
export function BirthdayValue({
  fixed,
  value,
  problem,
  disabled,
  onChange,
}: {
  fixed: string | null;
  value: string;
  problem: RuleResult;
  disabled: boolean;
  onChange(birthday: string): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const describe = useAtomValue(brandAtom)?.flags.birthdayDescription ?? false;
  const noteId = useId();
  return (
    <>
      {fixed !== null ? (
        <span>{fixed}</span>
      ) : (
        <Input
          type="date"
          aria-label={t('profile.birthday')}
          aria-describedby={describe ? noteId : undefined}
          aria-invalid={problem !== null || undefined}
          $invalid={problem !== null}
          max={latestAdultBirthday()}
          min="1900-01-02"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {problem && <Problem role="alert">{t(ruleMessageKey(problem))}</Problem>}
      {describe && (
        <Muted $size="0.8125rem" id={noteId}>
          {t('profile.birthdayDescription')}
        </Muted>
      )}
    </>
  );
}

/** 真实姓名: typed once (SPEC §5 rule); afterwards the fixed, possibly masked, text. */
export function RealNameValue({
  fixed,
  value,
  problem,
  disabled,
  onChange,
  inputId,
}: {
  fixed: string | null;
  value: string;
  problem: RuleResult;
  disabled: boolean;
  onChange(name: string): void;
  inputId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {fixed !== null ? (
        <span data-testid="profile-real-name">{fixed}</span>
      ) : (
        <Input
          id={inputId}
          aria-label={t('profile.realName')}
          placeholder={t('profile.realNamePlaceholder')}
          autoComplete="name"
          maxLength={30}
          aria-invalid={problem !== null || undefined}
          $invalid={problem !== null}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {problem && <Problem role="alert">{t(ruleMessageKey(problem))}</Problem>}
      {fixed === null && <Muted $size="0.8125rem">{t('profile.fixedAfterSave')}</Muted>}
    </>
  );
}
