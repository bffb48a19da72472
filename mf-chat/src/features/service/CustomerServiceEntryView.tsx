import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceEntryProps } from 'shared/remotes';
import { NAMESPACE } from '../../setup';
import { EntryButton } from './EntryButton';
import { HeadsetIcon } from './HeadsetIcon';
import { ServiceWarningDialog } from './ServiceWarningDialog';
import { useOpenService } from './use-open-service';

/** 在线客服: the warning first, then the service page in a new tab (SPEC §2). */
export function CustomerServiceEntryView({ variant }: CustomerServiceEntryProps) {
  const { t } = useTranslation(NAMESPACE);
  const [warning, setWarning] = useState(false);
  const { busy, open } = useOpenService();
  // Stable on purpose: Dialog re-runs its focus effect whenever onClose changes.
  const cancel = useCallback(() => setWarning(false), []);
  const confirm = useCallback(() => {
    setWarning(false);
    open();
  }, [open]);

  return (
    <>
      <EntryButton variant={variant} label={t('entry.label')} busy={busy} onClick={() => setWarning(true)} icon={<HeadsetIcon />} />
      <ServiceWarningDialog open={warning} onCancel={cancel} onConfirm={confirm} />
    </>
  );
}
