import { bgsPaths, bgsStateValueSchema, type BgsStateValue } from '@lobby/contract/bgs';
import { providerPaths, providerStateValueSchema, type ProviderStateValue } from '@lobby/contract/provider';
import { verifyLinkParams } from '@lobby/contract/verify-link';
import { isSessionLost, post, ProviderError } from '../lib/api';
import { browserLanguage, languageOf, loadTranslator, type Translator } from '../lib/i18n';
import { inHouseVendor, type Route } from './route';

/** Why a page cannot show its game. */
export type ErrorReason = 'session' | 'chat-session' | 'unavailable' | 'failed' | 'not-found';

/** What the page shows, decided before its first render. */
export type Screen =
  | { kind: 'bgs'; token: string; state: BgsStateValue }
  | { kind: 'emulator'; token: string; state: ProviderStateValue }
  | { kind: 'verify'; params: URLSearchParams }
  | { kind: 'chat'; token: string }
  | { kind: 'error'; reason: ErrorReason };

export type Boot = { screen: Screen; translator: Translator };

function reasonOf(error: unknown): ErrorReason {
  if (isSessionLost(error)) return 'session';
  if (error instanceof ProviderError && error.status === 404) return 'unavailable';
  if (error instanceof ProviderError && error.message === 'game_maintenance') return 'unavailable';
  return 'failed';
}

/**
 * Loads what the first screen needs. A game page asks the provider for its session's state first:
 * the language comes from it (the language the game was launched in); pages without a session
 * (verify, errors) use the `lang` the link carried or the browser's language.
 */
export async function boot(route: Route): Promise<Boot> {
  const fallbackLanguage = () =>
    languageOf(
      route.name === 'verify'
        ? route.params.get(verifyLinkParams.lang)
        : route.name === 'chat'
          ? route.language
          : null,
    ) ?? browserLanguage();
  const withLanguage = async (screen: Screen, language: string | null | undefined): Promise<Boot> => ({
    screen,
    translator: await loadTranslator(languageOf(language) ?? fallbackLanguage()),
  });

  if (route.name === 'verify') return withLanguage({ kind: 'verify', params: route.params }, null);
  if (route.name === 'unknown') return withLanguage({ kind: 'error', reason: 'not-found' }, null);
  // The chat token names the room; the socket checks it in its first message, which the screen sends.
  if (route.name === 'chat') {
    return route.token && route.token.length >= 16
      ? withLanguage({ kind: 'chat', token: route.token }, null)
      : withLanguage({ kind: 'error', reason: 'chat-session' }, null);
  }
  const { token } = route;
  if (!token || token.length < 16) return withLanguage({ kind: 'error', reason: 'session' }, null);
  try {
    if (route.vendorCode.toUpperCase() === inHouseVendor) {
      const state = await post(bgsPaths.state, { token }, bgsStateValueSchema);
      return withLanguage({ kind: 'bgs', token, state }, state.language);
    }
    const state = await post(providerPaths.state, { token }, providerStateValueSchema);
    return withLanguage({ kind: 'emulator', token, state }, state.language);
  } catch (error) {
    return withLanguage({ kind: 'error', reason: reasonOf(error) }, null);
  }
}
