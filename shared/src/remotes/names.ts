/** The seven remotes. A brand config maps each one it includes to its manifest address. */
export const remoteNames = ['auth', 'sports', 'casino', 'wallet', 'promotions', 'account', 'chat'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** The Module Federation container name of each remote (identifiers: no dashes). */
export const federationName: Readonly<Record<RemoteName, string>> = {
  auth: 'mf_auth',
  sports: 'mf_sports',
  casino: 'mf_casino',
  wallet: 'mf_wallet',
  promotions: 'mf_promotions',
  account: 'mf_account',
  chat: 'mf_chat',
};

/** Remotes whose absence a brand may choose: the rest are part of every site. */
export const optionalVerticals: readonly RemoteName[] = ['sports', 'casino', 'wallet', 'promotions', 'chat'];
