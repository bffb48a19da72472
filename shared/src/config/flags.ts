import { z } from 'zod/mini';

/** The build-time flags of SPEC §1. A brand config may override each; the build gives the defaults. */
export const brandFlagsSchema = z.object({
  depositEnabled: z.boolean(),
  skipSport: z.boolean(),
  vipNoSave: z.boolean(),
  professionalThemeAllowed: z.boolean(),
  foreverSite: z.boolean(),
  innerGame: z.boolean(),
  hideRealNumber: z.boolean(),
  hideNavIcon: z.boolean(),
  withdrawPasswordEnabled: z.boolean(),
  birthdayDescription: z.boolean(),
  crMode: z.boolean(),
});

export type BrandFlags = z.infer<typeof brandFlagsSchema>;

export const fallbackFlags: BrandFlags = {
  depositEnabled: true,
  skipSport: false,
  vipNoSave: false,
  professionalThemeAllowed: true,
  foreverSite: false,
  innerGame: true,
  hideRealNumber: false,
  hideNavIcon: false,
  withdrawPasswordEnabled: true,
  birthdayDescription: false,
  crMode: false,
};

declare const __PLATFORM_BUILD_FLAGS__: Partial<BrandFlags> | undefined;

/**
 * Defaults: the build's environment values over the fallback. The build-config factory turns every
 * PLATFORM_FLAG_<NAME> variable into a flag (PLATFORM_FLAG_DEPOSIT_ENABLED=0 → depositEnabled: false).
 */
export function buildTimeFlags(): BrandFlags {
  const fromBuild = typeof __PLATFORM_BUILD_FLAGS__ === 'undefined' ? {} : __PLATFORM_BUILD_FLAGS__;
  return { ...fallbackFlags, ...fromBuild };
}
