import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useChatScroll, type ScrollItem } from './use-chat-scroll';

const ROW = 100;
const VIEWPORT = 400;

/** A chat body whose rows are 100 px tall in a 400 px window, as a browser would lay it out. */
function Body({
  items,
  hasOlder = false,
  hasNewer = false,
  onNearTop = () => {},
  onNearBottom = () => {},
}: {
  items: ScrollItem[];
  hasOlder?: boolean;
  hasNewer?: boolean;
  onNearTop?: () => void;
  onNearBottom?: () => void;
}) {
  const { ref, handleScroll, atBottom, unseen } = useChatScroll({
    items,
    hasOlder,
    hasNewer,
    onNearTop,
    onNearBottom,
  });
  const measure = (element: HTMLDivElement | null) => {
    ref.current = element;
    if (!element || Object.hasOwn(element, 'scrollHeight')) return;
    Object.defineProperty(element, 'clientHeight', { value: VIEWPORT });
    Object.defineProperty(element, 'scrollHeight', {
      get: () => element.querySelectorAll('[data-row]').length * ROW,
    });
  };
  return (
    <>
      <div ref={measure} data-testid="body" onScroll={handleScroll}>
        {items.map((item) => (
          <div key={item.key} data-row={item.key} />
        ))}
      </div>
      <p>{atBottom ? 'at bottom' : 'scrolled up'}</p>
      <p>{`${unseen} new`}</p>
    </>
  );
}

const rows = (from: number, to: number, own = false): ScrollItem[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ key: `m${from + index}`, own }));

const body = () => screen.getByTestId('body');
function scrollTo(top: number) {
  body().scrollTop = top;
  fireEvent.scroll(body());
}

describe('useChatScroll', () => {
  it('starts at the newest message', () => {
    render(<Body items={rows(51, 100)} />);
    expect(body().scrollTop).toBe(50 * ROW);
  });

  it('keeps the message being read in place when older messages go in above', () => {
    const { rerender } = render(<Body items={rows(51, 100)} hasOlder />);
    scrollTo(250); // reading message 53, a little below the top
    rerender(<Body items={rows(1, 100)} hasOlder />);
    // 50 rows went in above: the same message is still 250 px from the top of the window.
    expect(body().scrollTop).toBe(250 + 50 * ROW);
  });

  it('asks for older messages near the top and newer ones near the bottom', () => {
    const onNearTop = vi.fn();
    const onNearBottom = vi.fn();
    render(
      <Body
        items={rows(1, 50)}
        hasOlder
        hasNewer
        onNearTop={onNearTop}
        onNearBottom={onNearBottom}
      />,
    );
    scrollTo(2000);
    expect(onNearTop).not.toHaveBeenCalled();
    scrollTo(300);
    expect(onNearTop).toHaveBeenCalledTimes(1);
    scrollTo(50 * ROW - VIEWPORT - 100);
    expect(onNearBottom).toHaveBeenCalledTimes(1);
  });

  it('follows new messages while the reader is at the bottom', () => {
    const { rerender } = render(<Body items={rows(1, 20)} />);
    scrollTo(20 * ROW - VIEWPORT);
    rerender(<Body items={rows(1, 21)} />);
    expect(body().scrollTop).toBe(21 * ROW);
    expect(screen.getByText('0 new')).toBeInTheDocument();
  });

  it('counts the bottom as reached within 6 px', () => {
    render(<Body items={rows(1, 20)} />);
    scrollTo(20 * ROW - VIEWPORT - 6);
    expect(screen.getByText('at bottom')).toBeInTheDocument();
    scrollTo(20 * ROW - VIEWPORT - 7);
    expect(screen.getByText('scrolled up')).toBeInTheDocument();
  });

  it('stays put and counts arrivals when the reader has scrolled up, until they come down', () => {
    const { rerender } = render(<Body items={rows(1, 20)} />);
    scrollTo(20 * ROW - VIEWPORT); // seen up to m20
    scrollTo(500);
    rerender(<Body items={rows(1, 22)} />);
    expect(body().scrollTop).toBe(500);
    expect(screen.getByText('2 new')).toBeInTheDocument();

    act(() => scrollTo(22 * ROW - VIEWPORT));
    expect(screen.getByText('0 new')).toBeInTheDocument();
  });

  it("scrolls down for the reader's own message even when scrolled up", () => {
    const { rerender } = render(<Body items={rows(1, 20)} />);
    scrollTo(20 * ROW - VIEWPORT);
    scrollTo(300);
    rerender(<Body items={[...rows(1, 20), { key: 'c-own', own: true }]} />);
    expect(body().scrollTop).toBe(21 * ROW);
  });
});
