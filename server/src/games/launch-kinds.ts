/**
 * How a venue's launch address is made (SPEC §4 "Game launch"; the address kinds are described in
 * shared/src/contract/endpoints/game-play.ts): local = a page of the client itself (the sports
 * book), web = an http(s) address, site = a path of the site, host = a bare ticket the host page opens.
 */
export type LaunchKind = 'local' | 'web' | 'site' | 'host';

/**
 * The seeded venues by kind, so every branch of the client's launch handling has a venue to try.
 * Venues not named here keep the column's default, web.
 */
export const VENUE_LAUNCH_KINDS: Readonly<Record<Exclude<LaunchKind, 'web'>, readonly string[]>> = {
  local: ['CRTY'],
  site: ['MGDZ', 'KYBY', 'VGQP'],
  host: ['PGDZ', 'CQ9DZ', 'AGBY'],
};
