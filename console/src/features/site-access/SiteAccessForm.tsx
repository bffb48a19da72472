import { useState, type ChangeEvent } from 'react';
import {
  consoleSiteAccessList,
  consoleSiteAccessSave,
  type SiteAccess,
  type SuspendedNotice,
} from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { Button, Muted, PillGroup, Row, Surface, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { SettingsFields, SwitchLabel } from '../../ui/field-style';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { accessOf, draftOf, type AccessDraft } from './access-draft';

const NOTICES: readonly SuspendedNotice[] = ['popup', 'toast', 'inline'];

/** One brand's settings: edited in place, saved after a confirmation with the reason. */
export function SiteAccessForm({ access }: { access: SiteAccess }) {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState<AccessDraft>(() => draftOf(access));
  const [confirming, setConfirming] = useState(false);
  const [savedAt, setSavedAt] = useState(false);
  const save = useEndpointMutation(consoleSiteAccessSave, { invalidates: [consoleSiteAccessList] });
  const edit = (patch: Partial<AccessDraft>) => {
    setSavedAt(false);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const text = (key: 'maintenanceMessage' | 'suspendedMessage' | 'blockedRegions' | 'warnedRegions' | 'deniedIps') => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => edit({ [key]: event.target.value }),
  });
  const toggle = (key: 'maintenance' | 'loginSuspended' | 'registerSuspended', label: string) => (
    <SwitchLabel>
      <input type="checkbox" checked={draft[key]} onChange={(event) => edit({ [key]: event.target.checked })} />
      {label}
    </SwitchLabel>
  );

  const confirm = async (reason: string) => {
    const saved = await save.run({ access: accessOf(draft), reason });
    if (saved === null) return false;
    setDraft(draftOf(saved));
    setSavedAt(true);
    return true;
  };

  return (
    <Surface
      as="form"
      $padding="1rem 1.25rem"
      aria-label={t('siteAccess.brand', { siteId: access.siteId })}
      data-testid={`site-access-${access.siteId}`}
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <h2 style={{ margin: 0, fontSize: '1rem' }}>{t('siteAccess.brand', { siteId: access.siteId })}</h2>
      <SettingsFields>
        {toggle('maintenance', t('siteAccess.maintenance'))}
        <TextField
          label={t('siteAccess.maintenanceMessage')}
          placeholder={t('siteAccess.maintenancePlaceholder')}
          maxLength={200}
          {...text('maintenanceMessage')}
        />
        {toggle('loginSuspended', t('siteAccess.loginSuspended'))}
        {toggle('registerSuspended', t('siteAccess.registerSuspended'))}
        <PillGroup
          label={t('siteAccess.notice')}
          kind="choice"
          options={NOTICES.map((value) => ({ value, label: t(`siteAccess.notices.${value}`) }))}
          value={draft.suspendedNotice}
          onChange={(suspendedNotice) => edit({ suspendedNotice })}
        />
        <TextField
          label={t('siteAccess.suspendedMessage')}
          placeholder={t('siteAccess.suspendedPlaceholder')}
          maxLength={200}
          {...text('suspendedMessage')}
        />
        <TextField label={t('siteAccess.blockedRegions')} placeholder="KP, IR" {...text('blockedRegions')} />
        <TextField label={t('siteAccess.warnedRegions')} placeholder="US" {...text('warnedRegions')} />
        <TextField
          label={t('siteAccess.deniedIps')}
          placeholder="203.0.113.7, 198.51.100.0/24"
          {...text('deniedIps')}
        />
      </SettingsFields>
      <Row $gap="0.75rem" $justify="end">
        {savedAt && <Muted role="status">{t('siteAccess.saved')}</Muted>}
        <Button type="submit">{t('siteAccess.save')}</Button>
      </Row>
      {confirming && (
        <ReasonDialog
          title={t('siteAccess.confirmTitle')}
          body={t('siteAccess.confirmBody', { siteId: access.siteId })}
          confirm={t('siteAccess.confirm')}
          placeholder={t('siteAccess.reasonPlaceholder')}
          busy={save.busy}
          failure={save.failure}
          failed={t('siteAccess.saveFailed')}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        />
      )}
    </Surface>
  );
}
