import { useCallback, useRef, useState } from 'react';
import { api, isApiError, newRequestId } from 'shared/api';
import { venueTransfer } from 'shared/contract';
import { canonicalAmount } from 'shared/validation';

export interface TransferIn {
  enName: string;
  amount: string;
}

/** After these the server may have moved the money: a retry must carry the same request id. */
function outcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.kind !== 'business';
}

/**
 * venue/transfer into a venue during its activity (SPEC §5 "Transfer into venue"). One request id per
 * press: a retry of the same amount after a lost answer sends it again, so the server applies the
 * transfer once (server/src/wallet/once-per-request). An answer, or a different amount, spends it.
 * Resolves false for a press while a transfer runs.
 */
export function useTransferIn(): { transfer: (input: TransferIn) => Promise<boolean>; transferring: boolean } {
  const busy = useRef(false);
  const pending = useRef<{ key: string; requestId: string } | null>(null);
  const [transferring, setTransferring] = useState(false);

  const transfer = useCallback(async ({ enName, amount }: TransferIn): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setTransferring(true);
    const key = `${enName}|${canonicalAmount(amount)}`;
    const requestId = pending.current?.key === key ? pending.current.requestId : newRequestId();
    pending.current = { key, requestId };
    try {
      await api.request(venueTransfer, { channelCode: enName, amount: canonicalAmount(amount), ty: '1', isActivity: true }, { requestId });
      pending.current = null;
      return true;
    } catch (error) {
      if (!outcomeUnknown(error)) pending.current = null;
      throw error;
    } finally {
      busy.current = false;
      setTransferring(false);
    }
  }, []);

  return { transfer, transferring };
}
