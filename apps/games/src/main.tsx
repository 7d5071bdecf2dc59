import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { boot } from './app/boot';
import { parseRoute } from './app/route';
import { applyLanguage } from './lib/i18n';
import './styles/tokens.css';
import './styles/base.css';
import './styles/game.css';

const container = document.getElementById('root');
const started = await boot(parseRoute(location.pathname, location.search));
applyLanguage(started.translator);

if (container) {
  createRoot(container).render(
    <StrictMode>
      <App boot={started} />
    </StrictMode>,
  );
}
