import { type RefObject, useEffect, useState } from 'react';

/** Rows drawn beyond the visible ones, above and below: room to scroll a little, and Tab always finds a next row. */
const OVERSCAN = 8;
/** Before the container is measured (first render, jsdom): a screenful. */
const DEFAULT_VIEW = 720;

export interface RowWindow {
  start: number;
  end: number;
}

/**
 * Which rows of a scrolled table to draw: only those in view (rows of a fixed `rowHeight`, below a header of
 * `headerHeight`), plus OVERSCAN each side. The rest are two spacer rows, so the scrollbar and sticky header behave
 * as with every row drawn. 200 lines x 15 bids is 3,000 cells; a screen shows about 150 of them.
 */
export function useRowWindow(
  scroller: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  headerHeight: number,
): RowWindow {
  const [view, setView] = useState({ top: 0, height: DEFAULT_VIEW });
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setView((current) => {
        const next = { top: element.scrollTop, height: element.clientHeight || DEFAULT_VIEW };
        return current.top === next.top && current.height === next.height ? current : next;
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resize?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [scroller]);
  const first = Math.floor(Math.max(0, view.top - headerHeight) / rowHeight);
  const visible = Math.ceil(view.height / rowHeight) + 1;
  return { start: Math.max(0, first - OVERSCAN), end: Math.min(count, first + visible + OVERSCAN) };
}
