import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Stands in for fetch in every test of the file that calls it (at its top level): reset and
 * installed before each test, removed after. A test programs it with mockImplementation.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
