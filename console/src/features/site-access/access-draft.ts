import type { SiteAccess } from 'shared/contract/console';

/** The form's state: the lists as the operator types them (comma, space or line separated). */
export interface AccessDraft extends Omit<SiteAccess, 'blockedRegions' | 'warnedRegions' | 'deniedIps'> {
  blockedRegions: string;
  warnedRegions: string;
  deniedIps: string;
}

export function draftOf(access: SiteAccess): AccessDraft {
  return {
    ...access,
    blockedRegions: access.blockedRegions.join(', '),
    warnedRegions: access.warnedRegions.join(', '),
    deniedIps: access.deniedIps.join(', '),
  };
}

function entries(text: string): string[] {
  return text
    .split(/[\s,，]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** What is saved: region codes upper case, every list without empty entries. */
export function accessOf(draft: AccessDraft): SiteAccess {
  return {
    ...draft,
    blockedRegions: entries(draft.blockedRegions).map((code) => code.toUpperCase()),
    warnedRegions: entries(draft.warnedRegions).map((code) => code.toUpperCase()),
    deniedIps: entries(draft.deniedIps),
  };
}
