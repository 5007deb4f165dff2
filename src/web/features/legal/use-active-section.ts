import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

// The reading band runs from just below the sticky top bar (64 px) to 45% down the viewport.
// The active section is the first one crossing it; sections sit more than 16 px apart, so the
// one scrolled to (its top lands 96 px down, see `scroll-mt-24`) wins over the one before it.
const BAND_TOP_PX = 80;
const BAND_BOTTOM = 0.45;
const READING_BAND = `-${BAND_TOP_PX}px 0px -${Math.round((1 - BAND_BOTTOM) * 100)}% 0px`;
// A jump counts as finished once the page has not scrolled for this long.
const SCROLL_IDLE_MS = 200;

const noop = () => {};

/**
 * Tracks which section is in view. `end` marks the bottom of the last section: once it shows,
 * the last section is active even though the page cannot scroll it up to the band. `pin` makes
 * a section active right away (after a click) and holds it until the scroll it starts is over.
 */
export function useActiveSection(ids: readonly string[], end: RefObject<HTMLElement | null>) {
  const [activeId, setActiveId] = useState(ids[0] ?? '');
  const pinned = useRef(false);
  const stopPin = useRef(noop);
  const settle = useRef(noop);

  // A pin's idle timer must not outlive the page section it belongs to, whether or not the
  // browser has IntersectionObserver (the effect below returns early without it).
  useEffect(() => () => stopPin.current(), []);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const inBand = new Set<string>();
    let atEnd = false;
    const pick = () => {
      if (atEnd) return ids.at(-1);
      const crossing = ids.find((id) => inBand.has(id));
      if (crossing) return crossing;
      // Sections are closer together than the band is tall, so an empty band lies above the
      // first section (the page top, reached by a jump such as the Home key) or below the last.
      const first = ids[0] === undefined ? null : document.getElementById(ids[0]);
      if (!first) return undefined;
      const belowBand = first.getBoundingClientRect().top > window.innerHeight * BAND_BOTTOM;
      return belowBand ? ids[0] : ids.at(-1);
    };
    const update = () => {
      if (pinned.current) return;
      const next = pick();
      if (next) setActiveId(next);
    };
    // After a jump, the page may have stopped short of the band at the bottom: keep the pin then.
    settle.current = () => {
      if (!atEnd) update();
    };

    const band = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        update();
      },
      { rootMargin: READING_BAND },
    );
    for (const id of ids) {
      const section = document.getElementById(id);
      if (section) band.observe(section);
    }
    const bottom = new IntersectionObserver((entries) => {
      atEnd = entries.some((entry) => entry.isIntersecting);
      update();
    });
    if (end.current) bottom.observe(end.current);

    return () => {
      band.disconnect();
      bottom.disconnect();
      settle.current = noop;
      stopPin.current();
      pinned.current = false;
    };
  }, [ids, end]);

  const pin = useCallback((id: string) => {
    stopPin.current();
    pinned.current = true;
    setActiveId(id);
    let timer = 0;
    const release = () => {
      stop();
      pinned.current = false;
      settle.current();
    };
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(release, SCROLL_IDLE_MS);
    };
    const stop = () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', restart);
      stopPin.current = noop;
    };
    window.addEventListener('scroll', restart, { passive: true });
    restart();
    stopPin.current = stop;
  }, []);

  return { activeId, pin };
}
