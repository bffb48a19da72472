import { useState, type FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import { Button, TextField } from 'shared/ui';
import { checkPhoneMiddleDigits, digitsOnly, PHONE_CHECK_DIGITS, ruleMessageKey } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { Form, Note, SubmitRow } from '../../form/Form';
import { NestedDialog } from '../../form/NestedDialog';

export interface PhoneCheckDialogProps {
  /** The masked phone, e.g. 138****5678. */
  maskedPhone: string;
  onConfirm: (middleDigits: string) => void;
  onCancel: () => void;
}

/** The security check (SPEC §2): the 4 hidden middle digits of the phone, exactly 4, else 手机号码错误. */
export function PhoneCheckDialog({ maskedPhone, onConfirm, onCancel }: PhoneCheckDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [digits, setDigits] = useState('');
  const [attempted, setAttempted] = useState(false);
  const failure = checkPhoneMiddleDigits(digits);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!failure) onConfirm(digits);
  };

  return (
    <NestedDialog open title={t('newDevice.checkTitle')} onClose={onCancel} width="22rem">
      <Form onSubmit={submit} noValidate>
        <Note>{t('newDevice.checkBody', { phone: maskedPhone })}</Note>
        <TextField
          label={t('newDevice.checkLabel')}
          placeholder={t('newDevice.checkPlaceholder')}
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          maxLength={PHONE_CHECK_DIGITS}
          value={digits}
          onChange={(event) => setDigits(digitsOnly(event.target.value, PHONE_CHECK_DIGITS))}
          error={attempted && failure ? t(ruleMessageKey(failure)) : undefined}
        />
        <SubmitRow>
          <Button type="submit" block>
            {t('newDevice.confirm')}
          </Button>
        </SubmitRow>
      </Form>
    </NestedDialog>
  );
}
