import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useActiveSection } from './use-active-section';

afterEach(() => {
  vi.useRealTimers();
});

// Without IntersectionObserver (older browsers, jsdom) the section tracking is off, but a
// clicked section is still pinned; its idle timer must go with the page, or it fires into a
// page (or a test environment) that is already gone.
it('clears a pinned section’s idle timer when the page section unmounts', () => {
  vi.useFakeTimers();
  const end = { current: null };
  const { result, unmount } = renderHook(() => useActiveSection(['intro', 'terms'], end));
  act(() => result.current.pin('terms'));
  expect(result.current.activeId).toBe('terms');
  expect(vi.getTimerCount()).toBe(1);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
