import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import type { MemberInfo } from 'shared/state';
import { TextField } from 'shared/ui';
import { checkEmail, EMAIL_MAX } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { useIdentityDisplay } from '../member';
import { ContactBindingSection } from './ContactBindingSection';
import { useEmailWrites } from './security-writes';

/** 邮箱: bind one, or change it, with a code sent to the new address. */
export function EmailSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation(NAMESPACE);
  const shown = useIdentityDisplay();
  const [email, setEmail] = useState('');
  const writes = useEmailWrites();

  return (
    <ContactBindingSection
      kind="email"
      current={member.bindEmail ? shown.email(member.email) : null}
      check={() => checkEmail(email)}
      sendCode={() => writes.sendCode(email.trim())}
      save={(code) => writes.save(email, code)}
      onSaved={() => setEmail('')}
      renderAddress={({ error, busy }) => (
        <TextField
          label={t('security.email.address')}
          placeholder={t('security.email.placeholder')}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          value={email}
          error={error}
          disabled={busy}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
    />
  );
}
