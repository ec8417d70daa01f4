import { act, render, renderHook, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DialogMember } from '@quad/shared/contracts/dialogs';
import { TYPING_EMIT_INTERVAL_MS, TYPING_EXPIRY_MS } from '@quad/shared/events';
import { i18n } from '../../../i18n/i18n';
import { TimelineSourceContext } from '../timeline-source';
import { mainTimelineSource } from '../main-timeline-source';
import { useDeliveredAck, useTypingEmitter, useTypingPeople } from '../hooks/use-presence';
import { TypingIndicator } from './typing-indicator';

const member = (id: number, name: string): DialogMember => ({
  id,
  name,
  last_name: 'Doe',
  avatar: null,
  color: '#123456',
  role_key: 'univercity-student',
  is_enabled: true,
  isProspectBlocked: false,
});
const members = [member(2, 'Amara'), member(3, 'Leo'), member(4, 'Sofia')];

function show(typing: number[]) {
  return render(
    <I18nextProvider i18n={i18n}>
      <TypingIndicator typing={typing} members={members} />
    </I18nextProvider>,
  );
}

describe('TypingIndicator', () => {
  it('names the person typing, politely, and keeps its line when nobody types', () => {
    const { rerender } = show([]);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    rerender(
      <I18nextProvider i18n={i18n}>
        <TypingIndicator typing={[2]} members={members} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Amara is typing…');
  });

  it('counts the others in a group chat, and says someone for an unknown person', () => {
    show([2, 3, 4]);
    expect(screen.getByRole('status')).toHaveTextContent('Amara and 2 others are typing…');
  });

  it('says someone when the person is not among the members', () => {
    show([99]);
    expect(screen.getByRole('status')).toHaveTextContent('Someone is typing…');
  });
});

describe('presence hooks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows someone typing until the expiry passes without a new event, or their message arrives', () => {
    const { result } = renderHook(() => useTypingPeople(1));
    act(() => result.current.started(2));
    expect(result.current.typing).toEqual([2]);
    act(() => vi.advanceTimersByTime(TYPING_EXPIRY_MS - 1000));
    act(() => result.current.started(2));
    act(() => vi.advanceTimersByTime(TYPING_EXPIRY_MS - 1000));
    expect(result.current.typing).toEqual([2]);
    act(() => vi.advanceTimersByTime(1001));
    expect(result.current.typing).toEqual([]);

    act(() => result.current.started(3));
    act(() => result.current.started(4));
    act(() => result.current.stopped(3));
    expect(result.current.typing).toEqual([4]);
  });

  it('emits typing at most once per interval however fast one types, and acks delivery once per new seq', () => {
    const typing = vi.fn();
    const delivered = vi.fn();
    const source = { ...mainTimelineSource, presence: { typing, delivered } };
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <TimelineSourceContext value={source}>{children}</TimelineSourceContext>
    );
    const { result } = renderHook(() => useTypingEmitter(7, true), { wrapper });
    for (let i = 0; i < 10; i += 1) {
      act(() => result.current());
      act(() => vi.advanceTimersByTime(200));
    }
    expect(typing).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(TYPING_EMIT_INTERVAL_MS));
    act(() => result.current());
    expect(typing).toHaveBeenCalledTimes(2);
    expect(typing).toHaveBeenCalledWith(7);

    const { rerender } = renderHook(({ seq }) => useDeliveredAck(7, true, seq), {
      wrapper,
      initialProps: { seq: 0 },
    });
    expect(delivered).not.toHaveBeenCalled();
    rerender({ seq: 4 });
    rerender({ seq: 4 });
    rerender({ seq: 3 });
    expect(delivered).toHaveBeenCalledTimes(1);
    rerender({ seq: 6 });
    expect(delivered).toHaveBeenLastCalledWith(7, 6);
  });
});
