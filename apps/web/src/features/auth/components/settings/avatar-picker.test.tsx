import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@quad/shared/limits';
import { serveApi } from '../../../../test/msw';
import { authApi } from '../../test-api';
import { buildAccountInfo } from '../../../../test/account';
import { renderInWidget } from '../../test-fixtures';
import { AvatarPicker } from './avatar-picker';

function imageFile(name: string, type: string, bytes = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

describe('the avatar picker', () => {
  it('refuses files that are not images, or larger than 5 MB, before uploading', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const api = serveApi();
    renderInWidget(<AvatarPicker account={buildAccountInfo()} />);
    const input = await screen.findByLabelText('Change photo');

    await user.upload(input, imageFile('cv.pdf', 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toContain("This file isn't an image we can use.");

    await user.upload(input, imageFile('huge.jpg', 'image/jpeg', AVATAR_MAX_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toContain('This image is too big.');
    expect(api.calls).toHaveLength(0);
  });

  it('previews the chosen photo, then uploads it as multipart on save', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(
      authApi.avatar('/files/avatars/42.jpg'),
      authApi.accountInfo(buildAccountInfo()),
    );
    renderInWidget(<AvatarPicker account={buildAccountInfo()} />);
    await user.upload(
      await screen.findByLabelText('Change photo'),
      imageFile('me.png', 'image/png'),
    );

    const preview = screen.getByRole('img', { name: 'Preview of your new photo' });
    expect(preview.getAttribute('src')).toBe('blob:preview');
    await user.click(screen.getByRole('button', { name: 'Save photo' }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your new photo is saved.'),
    );
    const [upload] = api.callsTo('PUT', '/interactionSite/account/edit/avatar');
    // Multipart with the image as `file` (the test's fetch keeps its type, not its name).
    const file = (upload!.body as FormData).get('file') as File;
    expect(file.type).toBe('image/png');
  });
});
