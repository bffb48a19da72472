import { createContext, useContext } from 'react';

/** What pages under the shell may ask of the tab bar: whether a path is still kept alive. */
export const KeptKeysContext = createContext<ReadonlySet<string>>(new Set());

export function useKeptKeys(): ReadonlySet<string> {
  return useContext(KeptKeysContext);
}
