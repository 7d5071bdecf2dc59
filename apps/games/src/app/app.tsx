import { lazy, Suspense, useState } from 'react';
import { SymbolSprite } from '../components/symbol-sprite';
import { I18nContext } from '../lib/i18n';
import type { Boot, Screen } from './boot';
import { ErrorScreen } from './error-screen';

/* Each kind of page is its own chunk: a slot player never downloads the verify page, and so on. */
const BgsScreen = lazy(() => import('../features/bgs/bgs-screen').then((m) => ({ default: m.BgsScreen })));
const EmulatorScreen = lazy(() =>
  import('../features/emulator/emulator-screen').then((m) => ({ default: m.EmulatorScreen })),
);
const VerifyPage = lazy(() =>
  import('../features/verify/verify-page').then((m) => ({ default: m.VerifyPage })),
);
const ChatScreen = lazy(() =>
  import('../features/chat/chat-screen').then((m) => ({ default: m.ChatScreen })),
);

const loading = (
  <div className="boot" role="status">
    <span className="boot__ring" />
  </div>
);

export function App({ boot }: { boot: Boot }) {
  const [screen, setScreen] = useState<Screen>(boot.screen);
  // An ended session shows the relaunch screen wherever it is noticed.
  const sessionLost = () => setScreen({ kind: 'error', reason: 'session' });

  return (
    <I18nContext value={boot.translator}>
      <SymbolSprite />
      <Suspense fallback={loading}>
        {screen.kind === 'bgs' && (
          <BgsScreen token={screen.token} initial={screen.state} onSessionLost={sessionLost} />
        )}
        {screen.kind === 'emulator' && (
          <EmulatorScreen token={screen.token} initial={screen.state} onSessionLost={sessionLost} />
        )}
        {screen.kind === 'verify' && <VerifyPage params={screen.params} />}
        {screen.kind === 'chat' && (
          <ChatScreen
            key={screen.token}
            token={screen.token}
            onSessionLost={() => setScreen({ kind: 'error', reason: 'chat-session' })}
          />
        )}
        {screen.kind === 'error' && <ErrorScreen reason={screen.reason} />}
      </Suspense>
    </I18nContext>
  );
}
