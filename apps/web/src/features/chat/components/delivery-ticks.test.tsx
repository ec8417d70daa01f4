import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { MessageBubble, type DeliveryState } from './message-bubble';

function bubble(delivery: DeliveryState) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MessageBubble
        id="m1"
        content={{
          text: 'Are scholarships open?',
          created_at: '2026-11-25T09:00:00Z',
          user: null,
          parentMessage: null,
        }}
        own
        startsGroup
        endsGroup
        showAuthor={false}
        delivery={delivery}
      />
    </I18nextProvider>,
  );
}

describe('delivery ticks', () => {
  it.each([
    ['sent', 'Sent', 1],
    ['delivered', 'Delivered', 2],
    ['read', 'Read', 2],
  ] as const)('%s: one accessible name and the right number of ticks', (state, name, ticks) => {
    const { container } = bubble(state);
    const icon = container.querySelector(`[data-delivery="${state}"]`);
    expect(icon).toHaveAttribute('title', name);
    expect(icon).toHaveTextContent(name);
    expect(icon?.querySelectorAll('path')).toHaveLength(ticks);
    expect(screen.getByText(name)).toHaveClass('visually-hidden');
  });

  it('shows read in its own colour class, apart from delivered', () => {
    const read = bubble('read').container.querySelector('[data-delivery="read"]');
    const delivered = bubble('delivered').container.querySelector('[data-delivery="delivered"]');
    expect(read?.className).not.toEqual(delivered?.className);
  });
});
