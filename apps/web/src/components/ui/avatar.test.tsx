import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('lets the browser fetch a stored photo at about the size it shows', () => {
    const { container } = render(
      <Avatar id={3} name="Chloe" src="/files/avatars/3/photo.webp" size="lg" />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/files/avatars/3/photo.webp');
    expect(img.getAttribute('sizes')).toBe('96px');
    expect(img.getAttribute('srcset')).toContain('/files/avatars/3/photo.webp?w=128 128w');
    expect(img.getAttribute('srcset')).toContain('/files/avatars/3/photo.webp?w=384 384w');
  });

  it('shows a photo from elsewhere as it is, and initials when it fails', () => {
    const { container } = render(
      <Avatar id={3} name="Chloe" lastName="Bennett" src="https://example.org/chloe.jpg" />,
    );
    const img = container.querySelector('img')!;
    expect(img.hasAttribute('srcset')).toBe(false);
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('CB');
  });
});
