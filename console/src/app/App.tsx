import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { ApiClientProvider, clearQueryCache } from 'shared/query';
import { Route, Routes } from 'shared/router';
import { consoleApi } from '../lib/console-api';
import { operatorSessionAtom } from '../lib/operator-session';
import { LoginPage } from '../features/login';
import { ConsoleShell } from './ConsoleShell';

/** The console's routes: the login page, and everything else inside the logged-in shell. */
export function App() {
  const token = useAtomValue(operatorSessionAtom)?.token ?? null;
  // A new or ended session never shows the last operator's data.
  useEffect(() => clearQueryCache(), [token]);
  return (
    <ApiClientProvider client={consoleApi}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<ConsoleShell />} />
      </Routes>
    </ApiClientProvider>
  );
}
