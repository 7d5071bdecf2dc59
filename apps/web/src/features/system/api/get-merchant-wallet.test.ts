import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { sessionKeys } from '@/lib/storage-keys';
import { merchantWalletQueryOptions } from './get-merchant-wallet';

const fetchMock = stubFetch();

afterEach(() => {
  window.sessionStorage.clear();
});

describe('GCS_merchantWallet', () => {
  it('asks the server once and keeps the answer in session storage as merchantWallet', async () => {
    fetchMock.mockImplementation(async () => respond({ isSingle: true }));
    const client = new QueryClient();
    await expect(client.fetchQuery(merchantWalletQueryOptions())).resolves.toEqual({ isSingle: true });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/wps/relay/GCS_merchantWallet');
    expect(JSON.parse(window.sessionStorage.getItem(sessionKeys.merchantWallet) ?? 'null')).toEqual({
      isSingle: true,
    });
  });

  it('reads a kept answer without asking again, and ignores a damaged one', async () => {
    window.sessionStorage.setItem(sessionKeys.merchantWallet, JSON.stringify({ isSingle: false }));
    const kept = new QueryClient();
    await expect(kept.fetchQuery(merchantWalletQueryOptions())).resolves.toEqual({ isSingle: false });
    expect(fetchMock).not.toHaveBeenCalled();

    window.sessionStorage.setItem(sessionKeys.merchantWallet, '{"isSingle":"yes"}');
    fetchMock.mockImplementation(async () => respond({ isSingle: true }));
    const damaged = new QueryClient();
    await expect(damaged.fetchQuery(merchantWalletQueryOptions())).resolves.toEqual({ isSingle: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
