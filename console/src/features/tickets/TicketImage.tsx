import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { consoleTicketImage } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useApiClient } from 'shared/query';
import { Button, Muted } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { DialogFailure } from '../../ui/dialog-parts';

const Shown = styled.img`
  display: block;
  max-width: 20rem;
  max-height: 20rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/**
 * One of a ticket's images, fetched only when the operator asks to see it: the server records each
 * view in the audit log, so nothing loads an image on its own.
 */
export function TicketImage({ ticketId, fileId, index }: { ticketId: number; fileId: string; index: number }) {
  const { t } = useTranslation(NAMESPACE);
  const client = useApiClient();
  const [source, setSource] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const label = t('tickets.showImage', { index });
  if (source !== null) return <Shown src={source} alt={t('tickets.imageAlt', { index })} />;
  const show = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const image = await client.request(consoleTicketImage, { id: ticketId, fileId });
      setSource(`data:${image.contentType};base64,${image.data}`);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button type="button" variant="secondary" loading={busy} onClick={() => void show()}>
        {label}
      </Button>
      {busy && <Muted>{t('tickets.imageLoading')}</Muted>}
      {failure !== null && <DialogFailure role="alert">{errorMessage(failure, label)}</DialogFailure>}
    </div>
  );
}
