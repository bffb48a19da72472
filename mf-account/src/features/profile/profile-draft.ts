import type { RequestOf, bindOther } from 'shared/contract';
import type { MemberInfo } from 'shared/state';
import { checkBirthday, checkRealName, type RuleResult } from 'shared/validation';

/** What the member types on /mine/userinfo; gender 0 is not chosen yet. */
export interface ProfileDraft {
  realName: string;
  gender: MemberInfo['gender'];
  birthday: string;
}

export const emptyDraft: ProfileDraft = { realName: '', gender: 0, birthday: '' };

/** SPEC §5: profile data cannot change after submission, so only what is still empty is editable. */
export interface EditableFields {
  realName: boolean;
  gender: boolean;
  birthday: boolean;
}

export function editableFields(member: MemberInfo): EditableFields {
  // The server locks a real name as soon as one is stored, bound or not.
  return {
    realName: !member.bindRealName && member.realName.trim() === '',
    gender: member.gender === 0,
    birthday: member.birthday === '',
  };
}

export function anyEditable(editable: EditableFields): boolean {
  return editable.realName || editable.gender || editable.birthday;
}

export interface ProfileProblems {
  realName: RuleResult;
  birthday: RuleResult;
}

/**
 * The filled fields are checked (SPEC §5 real name, birthday and age). The birthday is also required
 * when nothing else is filled: a save always sends something, and the birthday is what the profile
 * needs most (请输入生日，确保您已年满18岁).
 */
export function checkProfileDraft(
  draft: ProfileDraft,
  editable: EditableFields,
  today: Date = new Date(),
): ProfileProblems {
  const realName = editable.realName && draft.realName.trim() !== '' ? draft.realName : '';
  const gender = editable.gender ? draft.gender : 0;
  const somethingElse = realName !== '' || gender !== 0;
  return {
    realName: realName === '' ? null : checkRealName(realName),
    birthday:
      editable.birthday && (draft.birthday !== '' || !somethingElse) ? checkBirthday(draft.birthday, today) : null,
  };
}

/** bindOther's body: the editable fields the member filled in; null when there is none. */
export function bindOtherBody(draft: ProfileDraft, editable: EditableFields): RequestOf<typeof bindOther> | null {
  const body: RequestOf<typeof bindOther> = {};
  if (editable.realName && draft.realName.trim() !== '') body.realName = draft.realName.trim();
  if (editable.gender && draft.gender !== 0) body.gender = draft.gender;
  if (editable.birthday && draft.birthday !== '') body.birthday = draft.birthday;
  return Object.keys(body).length > 0 ? body : null;
}
