// The static shell of /analysis: the shared layout and the element the board mounts into
// (src/analysis/main.ts); readable, with a note, without JavaScript.
import { esc } from '../lib/html';
import { type PageContext, layout } from '../pages/layout';

export const ANALYSIS_MOUNT_ID = 'analysis';

export function analysisPage(ctx: PageContext): string {
  const { t } = ctx;
  const main = `
<div class="wrap analysis-wrap">
  <h1 class="analysis-title">${esc(t('analysis.title'))}</h1>
  <div id="${ANALYSIS_MOUNT_ID}" class="analysis-root">
    <p class="analysis-loading">${esc(t('analysis.loading'))}</p>
    <noscript><p>${esc(t('analysis.noscript'))}</p></noscript>
  </div>
</div>`;
  return layout(ctx, {
    title: t('analysis.title'),
    description: t('analysis.description'),
    section: 'analysis',
    main,
    scripts: ['analysis'],
    bodyClass: 'page-analysis',
  });
}
