/** The iframe's height before the widget reports its own (public/embed.js). */
const FIRST_HEIGHT_PX = 720;

/**
 * The code a university pastes into its pages (README "Embed it"): the loader of CONTRACT §4,
 * put in a box that keeps the widget's first height, so the host page's text does not move
 * when the widget arrives.
 */
export function embedSnippet(origin: string, scope: { universityId: number }): string {
  return (
    `<div id="quad-widget" style="min-height:${FIRST_HEIGHT_PX}px"></div>\n` +
    `<script src="${origin}/embed.js" data-university-id="${scope.universityId}" ` +
    `data-container="#quad-widget" async></script>`
  );
}
