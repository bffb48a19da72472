import { useState, type FormEvent, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { api } from '../api/instance';
import { errorMessage, isApiError } from '../api/errors';
import { login } from '../contract/endpoints/user';
import { md5Hex } from '../crypto/md5';
import { i18n, setLanguage } from '../i18n/instance';
import { sessionAtom } from '../state/session-atom';
import { storedEditionAtom } from '../state/preferences';
import { endSession } from '../state/session';
import { signIn } from '../state/sign-in';
import { Button } from '../ui/Button';
import { DialogHost } from '../ui/DialogHost';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1.25rem;
  background: ${({ theme }) => theme.headerBackground};
  color: ${({ theme }) => theme.headerText};
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;

const Title = styled.strong`
  margin-right: auto;
`;

const Input = styled.input`
  height: 2rem;
  padding: 0 0.5rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.text};
`;

const Main = styled.main`
  padding: 1.25rem;
`;

/** The standalone shell of a remote: session, language and edition controls around its components. */
export function HarnessShell({ title, children }: { title: string; children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const edition = useAtomValue(storedEditionAtom) ?? 'classic';
  const setEdition = useSetAtom(storedEditionAtom);
  const [name, setName] = useState('demo888');
  const [password, setPassword] = useState('demo1234');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const data = await api.request(login, { isAgent: 0, name, password: md5Hex(password), kaptchcate: 0 });
      await signIn(data);
    } catch (failure) {
      // The harness has no captcha UI (that is mf-auth's): it needs an API started with CAPTCHA_REQUIRED=0.
      const needsCaptcha = isApiError(failure) && (failure.code === 6021 || failure.code === 6022);
      setError(
        needsCaptcha
          ? '接口要求验证码：请以 CAPTCHA_REQUIRED=0 启动接口服务后再登录'
          : errorMessage(failure, '登录失败'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Bar>
        <Title>{title} · 独立调试</Title>
        <Button variant="secondary" onClick={() => void setLanguage(i18n.language === 'zh-TW' ? 'zh-CN' : 'zh-TW')}>
          简/繁
        </Button>
        <Button variant="secondary" onClick={() => setEdition(edition === 'professional' ? 'classic' : 'professional')}>
          切换版本
        </Button>
        {session ? (
          <Button variant="secondary" onClick={endSession}>
            退出（{session.userId}）
          </Button>
        ) : (
          <form
            onSubmit={(event) => void submit(event)}
            style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}
          >
            <Input aria-label="用户名" value={name} onChange={(e) => setName(e.target.value)} />
            <Input aria-label="密码" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
            <Button type="submit" loading={busy}>
              登录
            </Button>
            {error && <span role="alert">{error}</span>}
          </form>
        )}
      </Bar>
      <Main>{children}</Main>
      <DialogHost />
    </>
  );
}
