import { describe, expect, it } from 'vitest';
import type { MemberInfo } from 'shared/state';
import { bindOtherBody, checkProfileDraft, editableFields, emptyDraft } from './profile-draft';

const today = new Date(2024, 5, 15);
const allEditable = { realName: true, gender: true, birthday: true };

describe('editableFields', () => {
  it('leaves only the empty fields editable', () => {
    const member = { bindRealName: true, realName: '张三', gender: 0, birthday: '1990-01-01' } as MemberInfo;
    expect(editableFields(member)).toEqual({ realName: false, gender: true, birthday: false });
  });

  it('treats a stored real name as fixed even before it counts as bound, as the server does', () => {
    const member = { bindRealName: false, realName: '张三', gender: 1, birthday: '' } as MemberInfo;
    expect(editableFields(member)).toEqual({ realName: false, gender: false, birthday: true });
  });
});

describe('checkProfileDraft', () => {
  it('asks for a birthday when nothing is filled', () => {
    expect(checkProfileDraft(emptyDraft, allEditable, today)).toEqual({ realName: null, birthday: 'birthdayRequired' });
  });

  it('lets a real name go alone, without a birthday', () => {
    expect(checkProfileDraft({ ...emptyDraft, realName: '张三' }, allEditable, today)).toEqual({
      realName: null,
      birthday: null,
    });
  });

  it('refuses a bad name and anyone under 18', () => {
    expect(checkProfileDraft({ realName: '张3', gender: 1, birthday: '2006-06-16' }, allEditable, today)).toEqual({
      realName: 'realNameInvalid',
      birthday: 'underAge',
    });
  });

  it('does not judge fields that are fixed already', () => {
    expect(
      checkProfileDraft(
        { realName: '张3', gender: 1, birthday: '' },
        { realName: false, gender: true, birthday: false },
        today,
      ),
    ).toEqual({ realName: null, birthday: null });
  });
});

describe('bindOtherBody', () => {
  it('sends only the editable fields that are filled, trimmed', () => {
    expect(bindOtherBody({ realName: ' 张三 ', gender: 2, birthday: '' }, allEditable)).toEqual({
      realName: '张三',
      gender: 2,
    });
    expect(
      bindOtherBody(
        { realName: '张三', gender: 2, birthday: '1990-01-01' },
        { realName: false, gender: false, birthday: true },
      ),
    ).toEqual({ birthday: '1990-01-01' });
  });

  it('is null when there is nothing to send', () => {
    expect(bindOtherBody(emptyDraft, allEditable)).toBeNull();
  });
});
