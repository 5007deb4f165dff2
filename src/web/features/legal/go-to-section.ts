function prefersReducedMotion() {
  // jsdom and very old browsers have no matchMedia.
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * What a click on a section link does: scrolls the section to the top (smoothly unless the user
 * asked for reduced motion), records it in the URL hash without reloading, and moves focus to
 * its heading so keyboard and screen-reader users continue reading from there.
 */
export function goToSection(section: HTMLElement) {
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  const hash = `#${section.id}`;
  if (window.location.hash !== hash) window.history.pushState(window.history.state, '', hash);
}

/** The section named by the URL hash, if it is one of `ids`. */
export function sectionFromHash(ids: readonly string[]) {
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return null; // a malformed escape in a hand-typed URL
  }
  return ids.includes(id) ? document.getElementById(id) : null;
}
