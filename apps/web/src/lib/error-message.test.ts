import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';
import { translator, type TFunction } from './translator';

/** A language whose catalogue has only the general sentence. */
const sparse: TFunction = (key) => (key === 'error.unknown' ? 'Something went wrong.' : key);

describe('errorMessage', () => {
  it("tells the server's message in the reader's language", () => {
    const error = new ApiError(401, 'UNAUTHORIZED', 'wrong_username_or_password');
    expect(errorMessage(error, translator.t)).toBe('Wrong username or password.');
  });

  it('never shows a key: a message with no text becomes the general sentence', () => {
    expect(errorMessage(new ApiError(403, 'FORBIDDEN', 'in_need_true_account'), sparse)).toBe(
      'Something went wrong.',
    );
    expect(errorMessage(new ApiError(400, 'BAD_REQUEST', 'something_new'), sparse)).toBe(
      'Something went wrong.',
    );
  });

  it("falls back to the code's text for a message the site does not know", () => {
    expect(errorMessage(new ApiError(429, 'TOO_MANY_REQUESTS', 'something_new'), translator.t)).toBe(
      translator.t('error.TOO_MANY_REQUESTS'),
    );
  });
});
