import { describe, expect, it } from 'vitest';
import { formFromParams, requestOf, sameData } from './verify-form';
import { verifyHref } from '@lobby/contract/verify-link';

const serverSeed = 'a9fa690b200689bff3ae942f684abbcf26a7f56427950371d846f45520d78686';

describe('the verify form', () => {
  it('is prefilled by the links the games make, and asks for what they describe', () => {
    const href = verifyHref({
      game: 'dice',
      serverSeed,
      serverSeedHash: 'ab'.repeat(32),
      clientSeed: 'lucky-player',
      nonce: 1,
      direction: 'over',
      target: 8_000,
      roundId: 'dice-1',
      lang: 'PT-BR',
    });
    const form = formFromParams(new URL(href, 'http://x').searchParams);
    expect(form).toMatchObject({
      game: 'dice',
      nonce: '1',
      direction: 'over',
      target: '80.00',
      roundId: 'dice-1',
    });
    expect(requestOf(form)).toEqual({
      request: {
        game: 'dice',
        serverSeed,
        clientSeed: 'lucky-player',
        nonce: 1,
        direction: 'over',
        target: 8_000,
      },
    });
  });

  it('names the fields that are wrong', () => {
    const form = formFromParams(
      new URLSearchParams('game=mines&serverSeed=xyz&clientSeed=a:b&nonce=-1&mines=25'),
    );
    expect(requestOf(form)).toEqual({
      errors: {
        serverSeed: 'verify.serverSeedInvalid',
        clientSeed: 'errors.client_seed_invalid',
        nonce: 'verify.nonceInvalid',
        mines: 'errors.mines_count_invalid',
      },
    });
  });

  it('falls back to dice for an unknown game, and leaves out the bet when no direction is chosen', () => {
    const form = formFromParams(
      new URLSearchParams(`game=poker&serverSeed=${serverSeed}&clientSeed=c&nonce=0`),
    );
    expect(requestOf(form)).toEqual({ request: { game: 'dice', serverSeed, clientSeed: 'c', nonce: 0 } });
  });

  it('compares outcomes as data, whatever the order of their keys', () => {
    expect(sameData({ a: [1, { b: 2, c: null }] }, { a: [1, { c: null, b: 2 }] })).toBe(true);
    expect(sameData({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData(null, null)).toBe(true);
  });
});
