import {
  bgsGames,
  clientSeedPattern,
  type BgsGame,
  type DiceDirection,
  type VerifyRequest,
} from '@lobby/contract/bgs';
import { verifyLinkParams as names } from '@lobby/contract/verify-link';

/** The verify page's inputs as typed (text), prefilled from its address. */
export type VerifyForm = {
  game: BgsGame;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  mines: string;
  /** '' means no bet: only the roll is recomputed. */
  direction: DiceDirection | '';
  /** In the game's units (50.50), not hundredths. */
  target: string;
  hash: string;
  roundId: string;
};

const isGame = (value: string | null): value is BgsGame => bgsGames.some((game) => game === value);

/** The form a verify link (`@lobby/contract/verify-link`) opens with. */
export function formFromParams(params: URLSearchParams): VerifyForm {
  const game = params.get(names.game);
  const direction = params.get(names.direction);
  const target = Number(params.get(names.target));
  return {
    game: isGame(game) ? game : 'dice',
    serverSeed: params.get(names.serverSeed) ?? '',
    clientSeed: params.get(names.clientSeed) ?? '',
    nonce: params.get(names.nonce) ?? '',
    mines: params.get(names.mines) ?? '3',
    direction: direction === 'under' || direction === 'over' ? direction : '',
    target: params.has(names.target) && Number.isInteger(target) ? (target / 100).toFixed(2) : '',
    hash: params.get(names.serverSeedHash) ?? '',
    roundId: params.get(names.roundId) ?? '',
  };
}

export type FormErrors = Partial<Record<'serverSeed' | 'clientSeed' | 'nonce' | 'mines' | 'target', string>>;

/** The request the form describes, or which fields are wrong (message keys). */
export function requestOf(form: VerifyForm): { request: VerifyRequest } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const serverSeed = form.serverSeed.trim().toLowerCase();
  const clientSeed = form.clientSeed.trim();
  if (!/^[0-9a-f]{64}$/.test(serverSeed)) errors.serverSeed = 'verify.serverSeedInvalid';
  if (!clientSeedPattern.test(clientSeed)) errors.clientSeed = 'errors.client_seed_invalid';
  const nonce = Number(form.nonce.trim());
  if (form.nonce.trim() === '' || !Number.isInteger(nonce) || nonce < 0 || nonce > 2_147_483_647)
    errors.nonce = 'verify.nonceInvalid';
  const request: VerifyRequest = { game: form.game, serverSeed, clientSeed, nonce };
  if (form.game === 'mines') {
    const mines = Number(form.mines);
    if (!Number.isInteger(mines) || mines < 1 || mines > 24) errors.mines = 'errors.mines_count_invalid';
    else request.mines = mines;
  }
  if (form.game === 'dice' && form.direction) {
    const target = Math.round(Number(form.target.replace(',', '.')) * 100);
    if (form.target.trim() === '' || !Number.isInteger(target) || target < 0 || target > 9999)
      errors.target = 'errors.dice_target_invalid';
    else {
      request.direction = form.direction;
      request.target = target;
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { request };
}

/** Deep equality of two outcomes as plain data, whatever the order of their keys. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
