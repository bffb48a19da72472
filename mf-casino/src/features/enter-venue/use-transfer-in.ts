import { useCallback } from 'react';
import { venueTransfer } from 'shared/contract';
import { useMoneyMutation } from 'shared/query';
import { CallAlreadyRunning } from 'shared/ui';
import { canonicalAmount } from 'shared/validation';

export interface TransferIn {
  enName: string;
  amount: string;
}

/**
 * venue/transfer into a venue during its activity (SPEC §5 "Transfer into venue"). One request id per
 * press: a retry of the same amount after a lost answer sends it again, so the server applies the
 * transfer once. An answer, or a different amount, spends it; every money figure refetches after.
 * Resolves false for a press while a transfer runs.
 */
export function useTransferIn(): { transfer: (input: TransferIn) => Promise<boolean>; transferring: boolean } {
  const mutation = useMoneyMutation(venueTransfer, (input) => `${input.channelCode}|${input.amount}`);
  const { call } = mutation;
  const transfer = useCallback(
    async ({ enName, amount }: TransferIn): Promise<boolean> => {
      try {
        await call({ channelCode: enName, amount: canonicalAmount(amount), ty: '1', isActivity: true });
        return true;
      } catch (error) {
        if (error instanceof CallAlreadyRunning) return false;
        throw error;
      }
    },
    [call],
  );
  return { transfer, transferring: mutation.busy };
}
