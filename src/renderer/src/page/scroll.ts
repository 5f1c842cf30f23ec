// Scrolling inside the page view only.

/**
 * Scrolls the page view's own body to `element` (to its top, or its middle in the middle). scrollIntoView would
 * scroll every ancestor too — the panel and the window themselves — shifting the whole window up.
 */
export function scrollPageBody(element: Element, where: 'start' | 'center'): void {
  const body = element.closest<HTMLElement>('.page-body');
  if (!body) return;
  const offset = element.getBoundingClientRect().top - body.getBoundingClientRect().top;
  body.scrollTop += where === 'start' ? offset : offset - (body.clientHeight - element.getBoundingClientRect().height) / 2;
}
