/**
 * Storage keeps integer fen; the contract carries yuan numbers with at most two decimals.
 * Converting only at the edge keeps every sum exact.
 */
export function fenToYuan(fen: number): number {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not a whole number of fen: ${fen}`);
  return fen / 100;
}

/** Rejects amounts with more than two decimals instead of silently rounding money. */
export function yuanToFen(yuan: number): number {
  const fen = Math.round(yuan * 100);
  if (!Number.isFinite(yuan) || Math.abs(fen - yuan * 100) > 1e-6)
    throw new RangeError(`not a yuan amount with two decimals: ${yuan}`);
  return fen;
}
