import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryFlag, flagUrl } from './country-flag';

describe('CountryFlag', () => {
  it('shows the SVG flag of a country, named unless its name is written beside it', () => {
    render(<CountryFlag code="gb" name="United Kingdom" />);
    const flag = screen.getByRole('img', { name: 'United Kingdom' });
    expect(flag.getAttribute('src')).toMatch(/GB\.svg/);
    expect(flag.textContent).toBe('');
  });

  it('is hidden from screen readers when decorative, and absent for an unknown code', () => {
    const { container } = render(
      <>
        <CountryFlag code="NG" name="Nigeria" decorative />
        <CountryFlag code="ZZ" name="Nowhere" />
      </>,
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('alt')).toBe('');
    expect(flagUrl('zz')).toBeNull();
    expect(flagUrl('ng')).toMatch(/NG\.svg/);
  });
});
