import { remoteNames } from '../../../scripts/lib/remotes.mjs';

/**
 * The seven remotes, declared once in scripts/lib/remotes.mjs for the launch scripts and the apps
 * alike. A brand config maps each one it includes to its manifest address.
 */
export { remoteNames };
export type RemoteName = (typeof remoteNames)[number];

/** The Module Federation container name of each remote (identifiers: no dashes). */
export const federationName = Object.fromEntries(remoteNames.map((name) => [name, `mf_${name}`])) as Readonly<
  Record<RemoteName, string>
>;

/** Remotes whose absence a brand may choose: the rest are part of every site. */
export const optionalVerticals: readonly RemoteName[] = ['sports', 'casino', 'wallet', 'promotions', 'chat'];
