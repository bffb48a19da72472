import { createRoot } from 'react-dom/client';
import { setLanguage } from 'shared/i18n';
import { BrowserRouter } from 'shared/router';
import { ErrorState, PlatformProviders } from 'shared/ui';
import './setup';
import { i18n } from 'shared/i18n';
import { App } from './app/App';
import { loadConsoleConfig, setConsoleConfig } from './lib/console-config';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  const root = createRoot(container);
  await setLanguage('zh-CN');
  const config = await loadConsoleConfig();
  if (!config) {
    root.render(
      <PlatformProviders>
        <ErrorState message={i18n.t('console:config.failed')} onRetry={() => window.location.reload()} />
      </PlatformProviders>,
    );
    return;
  }
  setConsoleConfig(config);
  root.render(
    <PlatformProviders>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </PlatformProviders>,
  );
}

void start();
