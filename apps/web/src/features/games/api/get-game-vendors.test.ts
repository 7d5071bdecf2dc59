import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { sessionKeys } from '@/lib/storage-keys';
import { gameVendorsQueryOptions, keptGameVendors } from './get-game-vendors';

const fetchMock = stubFetch();

const lanes = (title: 'RNG' | 'FISH') => ({ data: { lanes: [{ title, cards: {} }], gameClassify: [] } });

describe('GCSGAME_newGameVendor', () => {
  it('keeps the answer in session storage as gameVendor, with its language', async () => {
    fetchMock.mockImplementation(async () => respond(lanes('RNG')));
    await new QueryClient().fetchQuery(gameVendorsQueryOptions('EN'));
    expect(JSON.parse(window.sessionStorage.getItem(sessionKeys.gameVendor) ?? 'null')).toEqual({
      language: 'EN',
      value: lanes('RNG'),
    });
    expect(keptGameVendors('EN')).toEqual(lanes('RNG'));
    expect(keptGameVendors('PT')).toBeUndefined();
  });

  it('shows the kept lanes while it asks again, then the fresh answer', async () => {
    window.sessionStorage.setItem(
      sessionKeys.gameVendor,
      JSON.stringify({ language: 'EN', value: lanes('RNG') }),
    );
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const observer = new QueryObserver(new QueryClient(), gameVendorsQueryOptions('EN'));
    const seen: unknown[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    expect(observer.getCurrentResult()).toMatchObject({ data: lanes('RNG'), isPlaceholderData: true });
    answer(respond(lanes('FISH')));
    await expect.poll(() => observer.getCurrentResult().data).toEqual(lanes('FISH'));
    stop();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ignores lanes kept in another language or damaged', () => {
    window.sessionStorage.setItem(
      sessionKeys.gameVendor,
      JSON.stringify({ language: 'PT', value: lanes('RNG') }),
    );
    expect(keptGameVendors('EN')).toBeUndefined();
    window.sessionStorage.setItem(sessionKeys.gameVendor, '{"language":"EN","value":{}}');
    expect(keptGameVendors('EN')).toBeUndefined();
  });
});
