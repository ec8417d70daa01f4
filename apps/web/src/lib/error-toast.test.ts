import { describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { SPEC_MESSAGES } from '@quad/shared/errors';
import en from '../i18n/locales/en.json';
import { ApiError } from './api-client';
import { errorToastFor } from './error-toast';
import { createQueryClient } from './query-client';

const failure = (status: number | null, message = '', code = 'SOME_CODE') =>
  new ApiError({ status, code, message });

describe('errorToastFor (spec §8)', () => {
  it.each([400, 403, 404, 429])('titles a %i "Error" with the server message', (status) => {
    expect(errorToastFor(failure(status, 'That post was removed.'))).toEqual({
      title: 'Error',
      description: 'That post was removed.',
    });
  });

  it('falls back to "Something went wrong." when a 4xx has no message', () => {
    expect(errorToastFor(failure(404))).toEqual({
      title: 'Error',
      description: 'Something went wrong.',
    });
  });

  it.each([409, 413, 500, 502])('asks to contact support for a %i', (status) => {
    expect(errorToastFor(failure(status, 'Internal details'))?.description).toBe(
      'Please contact support.',
    );
  });

  it('says "Something went wrong." when no response arrived', () => {
    expect(errorToastFor(failure(null))?.description).toBe('Something went wrong.');
  });

  it('stays silent for 401 (sign-in redirect), 503 (maintenance screen) and cancelled calls', () => {
    expect(errorToastFor(failure(401, 'Expired'))).toBeNull();
    expect(errorToastFor(failure(503, 'Back soon'))).toBeNull();
    expect(errorToastFor(new DOMException('Aborted', 'AbortError'))).toBeNull();
  });

  it('keeps the spec texts verbatim in en.json', () => {
    expect(en.spec).toMatchObject(SPEC_MESSAGES);
  });
});

describe('global error handling of the query client', () => {
  it('toasts a failed mutation and a failed query that opts in, but not one that does not', async () => {
    const error = vi.spyOn(toast, 'error');
    const client = createQueryClient();
    const reject = () => Promise.reject(failure(429, 'Slow down a little.'));

    await client
      .getMutationCache()
      .build(client, { mutationFn: reject })
      .execute(undefined)
      .catch(() => {});
    // The first toast waits for the toasts' code; later ones show at once.
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Error',
        expect.objectContaining({ description: 'Slow down a little.' }),
      ),
    );

    error.mockClear();
    await client.fetchQuery({ queryKey: ['quiet'], queryFn: reject, retry: false }).catch(() => {});
    expect(error).not.toHaveBeenCalled();

    await client
      .fetchQuery({
        queryKey: ['loud'],
        queryFn: reject,
        retry: false,
        meta: { toastErrors: true },
      })
      .catch(() => {});
    expect(error).toHaveBeenCalledTimes(1);
  });
});
