import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANIMATE_IN_THRESHOLD } from '../../../../shared/constants';
import { AnimateIn } from './animate-in';

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  /** Reports that `ratio` of every observed element is visible. */
  show(ratio: number) {
    const entries = this.observed.map(
      (target) =>
        ({
          target,
          intersectionRatio: ratio,
          isIntersecting: ratio > 0,
        }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function latestObserver() {
  const observer = FakeIntersectionObserver.instances.at(-1);
  if (!observer) throw new Error('no IntersectionObserver was created');
  return observer;
}

function renderFadeUp() {
  render(
    <AnimateIn>
      <p>Ready to Build Something Amazing?</p>
    </AnimateIn>,
  );
  const element = screen.getByText('Ready to Build Something Amazing?').parentElement;
  if (!element) throw new Error('no wrapper');
  return element;
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AnimateIn', () => {
  it('marks the element for fade-up and watches it at the 10% threshold', () => {
    const element = renderFadeUp();

    expect(element.dataset.animate).toBe('fade-up');
    expect(element.classList.contains('animate-in')).toBe(false);
    expect(latestObserver().options.threshold).toBe(ANIMATE_IN_THRESHOLD);
    expect(latestObserver().observed).toEqual([element]);
  });

  it('stays hidden while less than 10% of it is visible', () => {
    const element = renderFadeUp();

    latestObserver().show(0.05);

    expect(element.classList.contains('animate-in')).toBe(false);
  });

  it('animates in at 10% visibility, once, and keeps the state when scrolled away', () => {
    const element = renderFadeUp();
    const observer = latestObserver();

    observer.show(ANIMATE_IN_THRESHOLD);
    expect(element.classList.contains('animate-in')).toBe(true);
    expect(observer.disconnected).toBe(true);

    observer.show(0);
    expect(element.classList.contains('animate-in')).toBe(true);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
  });

  it('shows the content at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);

    const element = renderFadeUp();

    expect(element.classList.contains('animate-in')).toBe(true);
  });

  it('neither fades nor moves under prefers-reduced-motion', () => {
    const element = renderFadeUp();

    expect(element.className).toContain('motion-reduce:opacity-100');
    expect(element.className).toContain('motion-reduce:translate-y-0');
    expect(element.className).toContain('motion-reduce:transition-none');
  });
});
