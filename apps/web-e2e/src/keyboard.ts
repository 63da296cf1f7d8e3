import type { Locator, Page } from 'playwright-core';
import {
  backdropOf,
  contrastRatio,
  focusIndicatorColour,
  parseCssColor,
  type FocusStyles,
} from './focus-contrast';

/** WCAG 2.4.11/2.4.13: a focus indicator needs 3:1 against what is next to it. */
export const MIN_FOCUS_CONTRAST = 3;

/** Where focus should arrive: a locator, or a role with its accessible name (exact when a string). */
export type FocusTarget = Locator | { role: Parameters<Page['getByRole']>[0]; name: string | RegExp };

export interface TabOptions {
  /** How many key presses before giving up (default 40). */
  maxTabs?: number;
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
}

/** What the page reports of the focused element at a focus stop. */
interface FocusStop {
  /** Nothing focused (the document body). */
  none: boolean;
  description: string;
  /** The focused element, then up to three ancestors that may draw the ring of a composite control. */
  candidates: (FocusStyles & { description: string; backgrounds: string[] })[];
}

function locatorOf(page: Page, target: FocusTarget): Locator {
  return 'role' in target && !('evaluate' in target)
    ? page.getByRole(target.role, { name: target.name, exact: typeof target.name === 'string' })
    : (target as Locator);
}

function describeTarget(target: FocusTarget): string {
  return 'role' in target && !('evaluate' in target)
    ? `${target.role} "${String(target.name)}"`
    : String(target);
}

/** Is the page's focused element one of the target's elements? */
async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/**
 * The focused element's styles once its transitions are done (antd fades its rings in), with those of the
 * three ancestors around it (antd draws the ring of a Select or a date picker on the wrapper of the input that
 * has focus) and, for each, the background colours of its ancestors, nearest first.
 */
async function readFocusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(async () => {
    const describe = (element: Element): string => {
      const name =
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 60) ??
        '';
      const role = element.getAttribute('role');
      const classes = Array.from(element.classList).slice(0, 3).join('.');
      return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${classes ? ` class=${classes}` : ''}> "${name}"`;
    };
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) {
      return { none: true, description: '(nothing: the page body)', candidates: [] };
    }
    const chain: Element[] = [];
    for (let element: Element | null = active; element && chain.length < 4; element = element.parentElement) {
      chain.push(element);
    }
    // Finite ones only (a spinner or a pulsing badge runs forever), and a second at most.
    const settling = chain.flatMap((element) =>
      element
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => null)),
    );
    await Promise.race([Promise.all(settling), new Promise((resolve) => setTimeout(resolve, 1000))]);
    // A toast's close button can be reached just before the toast times out: once it has left the page it has
    // no styles to check, and the next Tab goes on from where it was.
    if (!active.isConnected) {
      return {
        none: true,
        description: `${describe(active)} (left the page while settling)`,
        candidates: [],
      };
    }
    const candidates = chain.map((element) => {
      const style = getComputedStyle(element);
      const backgrounds: string[] = [];
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        backgrounds.push(getComputedStyle(parent).backgroundColor);
      }
      return {
        description: describe(element),
        outlineStyle: style.outlineStyle,
        outlineWidth: style.outlineWidth,
        outlineColor: style.outlineColor,
        boxShadow: style.boxShadow,
        backgrounds,
      };
    });
    return { none: false, description: describe(active), candidates };
  });
}

/**
 * Fails unless the focused element (or the wrapper of a composite control around it) draws an outline or a
 * box-shadow ring whose colour has 3:1 against the background behind it.
 */
export function checkFocusIndicator(stop: FocusStop): void {
  if (stop.none) return;
  const found: string[] = [];
  for (const [index, candidate] of stop.candidates.entries()) {
    const colour = focusIndicatorColour(candidate);
    if (!colour) continue;
    const backdrop = backdropOf(candidate.backgrounds);
    const ratio = contrastRatio(parseCssColor(colour), backdrop);
    const where = index === 0 ? 'itself' : `its wrapper ${candidate.description}`;
    if (ratio >= MIN_FOCUS_CONTRAST) return;
    found.push(
      `${where}: ${colour} has ${ratio.toFixed(2)}:1 on rgb(${[backdrop.r, backdrop.g, backdrop.b].map(Math.round).join(', ')})`,
    );
  }
  throw new Error(
    `No visible focus indicator (outline or ring with ${MIN_FOCUS_CONTRAST}:1) on ${stop.description}` +
      (found.length > 0 ? `; it has ${found.join('; ')}` : ': no outline, no box-shadow ring'),
  );
}

/** Checks the focus indicator of whatever has focus now (after Enter, a dialog's or a page's own focus move). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  checkFocusIndicator(await readFocusStop(page));
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every focus stop on the way that the
 * focused element shows a visible focus indicator. Fails listing the stops when `target` does not get focus
 * within `maxTabs` presses.
 */
export async function tabTo(page: Page, target: FocusTarget, options: TabOptions = {}): Promise<void> {
  const { maxTabs = 40, backwards = false } = options;
  const locator = locatorOf(page, target);
  const visited: string[] = [];
  for (let press = 0; press < maxTabs; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await readFocusStop(page);
    visited.push(stop.description);
    checkFocusIndicator(stop);
    if (await isFocused(locator)) return;
  }
  throw new Error(
    `${describeTarget(target)} did not get focus after ${maxTabs} ${backwards ? 'Shift+Tab' : 'Tab'} presses. ` +
      `Focus went to:\n${visited.map((stop, index) => `  ${index + 1}. ${stop}`).join('\n')}`,
  );
}

/** Waits until `target` has focus (a dialog or a page moving focus on its own). */
export async function waitForFocus(page: Page, target: FocusTarget, timeoutMs = 10_000): Promise<void> {
  const locator = locatorOf(page, target);
  const deadline = Date.now() + timeoutMs;
  while (!(await isFocused(locator))) {
    if (Date.now() > deadline) {
      const stop = await readFocusStop(page);
      throw new Error(`${describeTarget(target)} did not get focus; focus is on ${stop.description}`);
    }
    await page.waitForTimeout(100);
  }
}

/** The accessible role and name of what has focus, as Playwright sees them ("- button \"Next\""). */
export async function focusedElement(page: Page): Promise<string> {
  return (await page.locator('*:focus').count()) > 0
    ? page.locator('*:focus').first().ariaSnapshot()
    : '(none)';
}
