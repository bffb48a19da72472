import { describe, expect, it } from 'vitest';
import { MAINLAND_MOBILE_PATTERN } from 'shared/validation';
import { codeErrors, identityErrors, resetErrors } from './forgot-rules';
import {
  emptyForgotDraft,
  forgotReducer,
  initialForgotState,
  receiverOf,
  type ForgotAction,
  type ForgotState,
} from './forgot-state';

const run = (state: ForgotState, ...actions: ForgotAction[]) => actions.reduce(forgotReducer, state);
const identified = run(initialForgotState, { type: 'edit', patch: { name: 'player01', phone: '13812345678' } });

describe('forgot-password step machine', () => {
  it('starts at step 0 by phone, mainland China', () => {
    expect(initialForgotState).toMatchObject({ step: 0, draft: { way: 'phone', areaCode: '86' }, codeSentFor: null });
  });

  it('walks 0 → 1 → 2 → 3', () => {
    let state = run(identified, { type: 'code-sent' });
    expect(state.step).toBe(1);
    state = run(state, { type: 'code-verified' });
    expect(state.step).toBe(2);
    state = run(
      state,
      { type: 'edit', patch: { password: 'abcd1234', repeat: 'abcd1234' } },
      { type: 'password-reset' },
    );
    expect(state.step).toBe(3);
    expect(state.draft).toMatchObject({ code: '', password: '', repeat: '' });
  });

  it('goes back one step with 上一步, never before 0 and never from success', () => {
    expect(run(identified, { type: 'back' }).step).toBe(0);
    expect(run(identified, { type: 'code-sent' }, { type: 'back' }).step).toBe(0);
    expect(run(identified, { type: 'code-sent' }, { type: 'code-verified' }, { type: 'back' }).step).toBe(1);
    const done = run(identified, { type: 'code-sent' }, { type: 'code-verified' }, { type: 'password-reset' });
    expect(run(done, { type: 'back' }).step).toBe(3);
  });

  it('ignores steps taken out of order', () => {
    expect(run(identified, { type: 'code-verified' }).step).toBe(0);
    expect(run(identified, { type: 'password-reset' }).step).toBe(0);
    const verifying = run(identified, { type: 'code-sent' });
    expect(run(verifying, { type: 'code-sent' })).toBe(verifying);
  });

  it('returns to verification without a new code only for the same identity', () => {
    const back = run(identified, { type: 'code-sent' }, { type: 'edit', patch: { code: '123456' } }, { type: 'back' });
    expect(run(back, { type: 'resume' })).toMatchObject({ step: 1, draft: { code: '123456' } });
    const changed = run(back, { type: 'edit', patch: { phone: '13900000000' } });
    expect(run(changed, { type: 'resume' }).step).toBe(0);
  });

  it('drops a code typed for an earlier send', () => {
    const state = run(
      identified,
      { type: 'code-sent' },
      { type: 'edit', patch: { code: '111111' } },
      { type: 'back' },
      { type: 'edit', patch: { phone: '13900000000' } },
      { type: 'code-sent' },
    );
    expect(state.draft.code).toBe('');
  });

  it('shows where the code went', () => {
    expect(receiverOf({ ...emptyForgotDraft, phone: '13812345678' })).toBe('+86 13812345678');
    expect(receiverOf({ ...emptyForgotDraft, way: 'email', email: ' a@b.cn ' })).toBe('a@b.cn');
  });
});

describe('forgot-password step rules', () => {
  it('checks the username and the phone at step 0', () => {
    expect(identityErrors(emptyForgotDraft, MAINLAND_MOBILE_PATTERN)).toEqual({
      name: 'recoveryUsernameRequired',
      phone: 'phoneInvalid',
    });
    expect(identityErrors({ ...emptyForgotDraft, name: 'a', phone: '13812345678' }, MAINLAND_MOBILE_PATTERN)).toEqual(
      {},
    );
  });

  it('checks the e-mail instead when recovering by e-mail', () => {
    const byEmail = { ...emptyForgotDraft, way: 'email' as const, name: 'a' };
    expect(identityErrors(byEmail, MAINLAND_MOBILE_PATTERN)).toEqual({ email: 'emailRequired' });
    expect(identityErrors({ ...byEmail, email: 'x@y' }, MAINLAND_MOBILE_PATTERN)).toEqual({ email: 'emailInvalid' });
  });

  it('checks the code at step 1 and the new password at step 2', () => {
    expect(codeErrors(emptyForgotDraft)).toEqual({ code: 'codeRequired' });
    expect(resetErrors(emptyForgotDraft)).toEqual({ password: 'newPasswordRequired', repeat: 'newRepeatRequired' });
    expect(resetErrors({ ...emptyForgotDraft, password: 'abcd1234', repeat: 'abcd4321' })).toEqual({
      repeat: 'newRepeatMismatch',
    });
  });
});
