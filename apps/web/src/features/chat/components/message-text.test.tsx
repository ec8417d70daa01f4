import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text';

describe('MessageText', () => {
  it('shows markup as the characters typed and runs nothing', () => {
    const text = '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>';
    const { container } = render(<MessageText text={text} />);
    expect(container.textContent).toBe(text);
    expect(container.querySelector('img, script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('keeps HTML entities literal instead of decoding them', () => {
    const { container } = render(<MessageText text={'Fish &amp; chips &lt;3'} />);
    expect(container.textContent).toBe('Fish &amp; chips &lt;3');
  });

  it('opens web links in a new tab without referrer or opener, and never javascript: links', () => {
    const { container } = render(
      <MessageText text="Open day: https://uni.test/open-day. Not this: javascript:alert(1)" />,
    );
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(link.getAttribute('href')).toBe('https://uni.test/open-day');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.textContent).toContain('javascript:alert(1)');
  });

  it('shows contact details hidden for safety as a labelled badge, not as the raw mark', () => {
    const { container } = render(
      <MessageText text="call me on [phone number hidden for safety] or see [link hidden for safety]" />,
    );
    expect(container.textContent).toBe(
      'call me on phone number hidden for safety or see link hidden for safety',
    );
    expect(container.textContent).not.toContain('[');
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });
});
