import { type RefObject, useEffect } from 'react';

/**
 * Two gaps antd's Table leaves for keyboard and screen-reader users, closed for every table under `root`:
 *
 * - A table wider than the screen scrolls sideways inside `.ant-table-content`; a keyboard user can only scroll
 *   a region that takes focus, so it gets tabindex 0 and a name (WCAG 2.1.1; axe: scrollable-region-focusable).
 * - The hidden row antd uses to measure column widths repeats focusable header content while being
 *   aria-hidden; `inert` takes it out of the tab order too (axe: aria-hidden-focus).
 *
 * Tables render and re-render as data arrives, so this follows the DOM.
 */
export function useAccessibleTables(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const apply = (): void => {
      for (const region of element.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
        const scrolls = region.scrollWidth > region.clientWidth;
        if (scrolls && region.tabIndex !== 0) {
          region.tabIndex = 0;
          region.setAttribute('role', 'region');
          region.setAttribute('aria-label', 'Table (scrolls sideways)');
        } else if (!scrolls && region.getAttribute('role') === 'region') {
          region.removeAttribute('tabindex');
          region.removeAttribute('role');
          region.removeAttribute('aria-label');
        }
      }
      for (const row of element.querySelectorAll<HTMLElement>('.ant-table-measure-row')) {
        if (!row.inert) row.inert = true;
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(element, { childList: true, subtree: true });
    window.addEventListener('resize', apply);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', apply);
    };
  }, [root]);
}
