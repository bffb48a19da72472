import { useRef, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { hrefFor, useServedRoutes } from 'shared/routes';
import type { MemberInfo } from 'shared/state';
import { Button, RevealableText } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { useIdentityDisplay } from '../member';
import { useFocusOnLanding } from '../security';
import {
  anyEditable,
  bindOtherBody,
  checkProfileDraft,
  editableFields,
  emptyDraft,
  type ProfileProblems,
} from './profile-draft';
import { useSaveProfile } from './use-save-profile';
import { BirthdayValue, GenderValue, RealNameValue } from './ProfileEditFields';
import { Inline, Pair, Panel, Problem, Rows } from './profile-styles';

const noProblems: ProfileProblems = { realName: null, birthday: null };

/**
 * The profile's rows. Real name, gender and birthday are editable while empty; 保存 sends the filled
 * ones after a warning that they cannot change later, and the answer's member shows them fixed.
 */
export function ProfileDetails({ member }: { member: MemberInfo }) {
  const { t } = useTranslation(NAMESPACE);
  const saveProfile = useSaveProfile();
  const shown = useIdentityDisplay();
  const served = useServedRoutes();
  const editable = editableFields(member);
  const [draft, setDraft] = useState(emptyDraft);
  const [problems, setProblems] = useState(noProblems);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const realNameRow = useRef<HTMLDivElement>(null);
  useFocusOnLanding('realName', realNameRow);
  const authLink = (hash: string, label: string) =>
    served.isServed('auth') ? <Link to={`${hrefFor('auth')}#${hash}`}>{label}</Link> : null;

  const save = () => {
    const found = checkProfileDraft(draft, editable);
    setProblems(found);
    setFailure(null);
    const body = bindOtherBody(draft, editable);
    if (found.realName || found.birthday || !body || busy) return;
    bus.emit('ui:tips-dialog', {
      msg: t('profile.confirm'),
      isShowCancel: true,
      sureText: t('profile.confirmSave'),
      onSure: async () => {
        setBusy(true);
        try {
          await saveProfile(body);
          setDraft(emptyDraft);
          bus.emit('ui:toast', { message: t('profile.saved'), kind: 'success' });
        } catch (error) {
          // Shown on the page: the dialog closes either way.
          setFailure(errorMessage(error, t('profile.saveFailed')));
        } finally {
          setBusy(false);
        }
      },
    });
  };

  return (
    <Panel aria-labelledby="profile-details-title">
      <h2 id="profile-details-title">{t('profile.details')}</h2>
      <Rows>
        <Pair>
          <dt>{t('profile.gender.label')}</dt>
          <dd>
            <GenderValue
              fixed={editable.gender ? null : member.gender}
              value={draft.gender}
              disabled={busy}
              onChange={(gender) => setDraft({ ...draft, gender })}
            />
          </dd>
        </Pair>
        <Pair>
          <dt>{t('profile.birthday')}</dt>
          <dd>
            <BirthdayValue
              fixed={editable.birthday ? null : member.birthday}
              value={draft.birthday}
              problem={problems.birthday}
              disabled={busy}
              onChange={(birthday) => setDraft({ ...draft, birthday })}
            />
          </dd>
        </Pair>
        <Pair>
          <dt>{t('profile.registerDate')}</dt>
          <dd>{member.registerTime.slice(0, 10)}</dd>
        </Pair>
        <Pair ref={realNameRow}>
          <dt>{t('profile.realName')}</dt>
          <dd>
            <RealNameValue
              inputId="profile-real-name-input"
              fixed={editable.realName ? null : shown.realName(member.realName)}
              value={draft.realName}
              problem={problems.realName}
              disabled={busy}
              onChange={(realName) => setDraft({ ...draft, realName })}
            />
          </dd>
        </Pair>
        <Pair>
          <dt>{t('profile.phone')}</dt>
          <dd>
            {member.bindPhone ? (
              <RevealableText field="phone" masked={shown.phone(member.phone)} label={t('profile.phone')} />
            ) : (
              <Inline>
                {t('profile.unbound')} {authLink('phone', t('profile.bind.go'))}
              </Inline>
            )}
          </dd>
        </Pair>
        <Pair>
          <dt>{t('profile.email')}</dt>
          <dd>
            {member.bindEmail ? (
              <RevealableText field="email" masked={shown.email(member.email)} label={t('profile.email')} />
            ) : (
              <Inline>
                {t('profile.unbound')} {authLink('email', t('profile.bind.go'))}
              </Inline>
            )}
          </dd>
        </Pair>
        <Pair>
          <dt>{t('profile.password')}</dt>
          <dd>
            <Inline>
              <span aria-hidden>********</span> {authLink('password', t('profile.change'))}
            </Inline>
          </dd>
        </Pair>
        <Pair>
          <dt>{t('profile.secondPassword')}</dt>
          <dd>
            <Inline>
              <span data-testid="second-password-state">
                {t(member.hasSecondPassword ? 'profile.isSet' : 'profile.notSet')}
              </span>{' '}
              {authLink('withdraw', t(member.hasSecondPassword ? 'profile.change' : 'profile.set'))}
            </Inline>
          </dd>
        </Pair>
      </Rows>
      {failure && <Problem role="alert">{failure}</Problem>}
      {anyEditable(editable) && (
        <div>
          <Button onClick={save} loading={busy} disabled={busy}>
            {t('profile.save')}
          </Button>
        </div>
      )}
    </Panel>
  );
}
