import { useState } from 'react';
import type { MemberInfo } from 'shared/state';
import { CountryPhoneField, useCountryAreas } from 'shared/ui';
import { checkPhone, DEFAULT_AREA_CODE } from 'shared/validation';
import { useIdentityDisplay } from '../member';
import { ContactBindingSection } from './ContactBindingSection';
import { usePhoneWrites } from './security-writes';

/** 手机号码: bind one, or change it, with a code sent to the new number. */
export function PhoneSection({ member }: { member: MemberInfo }) {
  const shown = useIdentityDisplay();
  const areas = useCountryAreas();
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [phone, setPhone] = useState('');
  const writes = usePhoneWrites();
  const pattern = areas.find((area) => area.areaCode === areaCode)?.regex;

  return (
    <ContactBindingSection
      kind="phone"
      current={member.bindPhone ? shown.phone(member.phone) : null}
      check={() => checkPhone(phone, pattern)}
      sendCode={() => writes.sendCode(areaCode, phone)}
      save={(code) => writes.save(areaCode, phone, code)}
      onSaved={() => setPhone('')}
      renderAddress={({ error, busy, clearErrors }) => (
        <CountryPhoneField
          areas={areas}
          areaCode={areaCode}
          phone={phone}
          onAreaCode={(next) => {
            setAreaCode(next);
            clearErrors();
          }}
          onPhone={setPhone}
          error={error}
          disabled={busy}
        />
      )}
    />
  );
}
