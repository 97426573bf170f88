// The screens the layout tests look at (issue 33: every size from a 320-px phone to a 2560-px
// desktop, and phones on their side) and the checks every page shares on them: nothing off screen
// sideways, and every link of the site header reachable (shown, or behind the menu button).
import assert from 'node:assert/strict';

/**
 * `kind`: 'phone' (upright), 'tablet' (upright, below 900 px), 'side' (a phone on its side) or
 * 'desktop'. Phones and tablets have touch screens.
 */
export const SCREENS = [
  { width: 320, height: 568, kind: 'phone' },
  { width: 360, height: 640, kind: 'phone' },
  { width: 375, height: 667, kind: 'phone' },
  { width: 390, height: 844, kind: 'phone' },
  { width: 412, height: 915, kind: 'phone' },
  { width: 768, height: 1024, kind: 'tablet' },
  { width: 740, height: 360, kind: 'side' },
  { width: 844, height: 390, kind: 'side' },
  { width: 1024, height: 768, kind: 'desktop' },
  { width: 1280, height: 800, kind: 'desktop' },
  { width: 1920, height: 1080, kind: 'desktop' },
  { width: 2560, height: 1440, kind: 'desktop' },
];

export const isTouch = (screen) => screen.kind !== 'desktop';
export const screenName = (screen) => `${screen.width}x${screen.height}`;

/**
 * `screens` in the groups that one browser context can show: a context fixes touch (and the
 * mobile viewport) for its life, the size it can change. A page loaded once is then resized
 * through its group, as a phone turned on its side or a window dragged wider is.
 */
export const touchGroups = (screens) =>
  [screens.filter(isTouch), screens.filter((s) => !isTouch(s))].filter((g) => g.length > 0);

/** Resizes the page to `screen`, then waits two frames: layout and resize listeners have run. */
export async function resizeTo(page, screen) {
  await page.setViewportSize({ width: screen.width, height: screen.height });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * The visible parts of the page (links, buttons, fields, and `extra` selectors) that reach past
 * the viewport's left or right edge, and whether the page scrolls sideways at all.
 */
export async function offScreen(page, extra = []) {
  return page.evaluate((extraSelectors) => {
    const sel = ['a', 'button', 'input', 'select', 'textarea', ...extraSelectors].join(',');
    const out = [];
    for (const el of document.querySelectorAll(sel)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      // Read by screen readers only (clipped to one pixel).
      if (r.width <= 1 && r.height <= 1) continue;
      if (el.closest('.visually-hidden, .skip-link')) continue;
      if (r.left < -0.5 || r.right > window.innerWidth + 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        out.push(`${el.tagName.toLowerCase()}.${el.className} "${name}" ${r.left}..${r.right}`);
      }
    }
    return {
      sideways: document.documentElement.scrollWidth > window.innerWidth + 0.5,
      outside: out,
    };
  }, extra);
}

/** Asserts that nothing of the page is off screen sideways. */
export async function assertNothingOffScreen(page, where, extra = []) {
  const r = await offScreen(page, extra);
  assert.equal(r.sideways, false, `${where}: the page scrolls sideways`);
  assert.deepEqual(r.outside, [], `${where}: parts off screen sideways`);
}

/** Every link of the site header whose centre is not on screen and reachable by a tap. */
function unreachableHeaderLinks(page) {
  return page.evaluate(() => {
    const bad = [];
    const links = [...document.querySelectorAll('.site-header a')];
    for (const a of links) {
      const r = a.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const inside =
        r.width > 0 && r.left >= -0.5 && r.right <= window.innerWidth + 0.5 && r.top >= -0.5;
      // What a tap at its centre reaches: not another element, not a part clipped away.
      const hit = inside ? document.elementFromPoint(x, y) : null;
      const whole = a.scrollWidth <= a.clientWidth + 1 || getComputedStyle(a).display === 'inline';
      if (!inside || !hit || !a.contains(hit) || !whole)
        bad.push(`${a.getAttribute('href')} "${a.textContent.trim()}"`);
    }
    return { bad, count: links.length };
  });
}

/**
 * Every link of the site header can be reached: shown, or shown once the menu button (a real
 * button with aria-expanded) opens the menu; Escape closes it again. The page is scrolled to its
 * top first (the header scrolls with the page).
 */
export async function assertHeaderReachable(page, where) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const toggle = page.locator('.site-header #menu-toggle');
  const before = await unreachableHeaderLinks(page);
  // Play, Rules, Analysis, Archive, Watch, My games, both languages, the brand and the settings.
  assert.ok(before.count >= 10, `${where}: ${before.count} header links`);
  if (!(await toggle.isVisible())) {
    assert.deepEqual(before.bad, [], `${where}: header links out of reach (no menu button)`);
    return;
  }
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false', `${where}: menu closed`);
  assert.equal(await toggle.evaluate((b) => b.tagName), 'BUTTON');
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true', `${where}: menu opened`);
  const after = await unreachableHeaderLinks(page);
  assert.deepEqual(after.bad, [], `${where}: header links out of reach with the menu open`);
  await page.keyboard.press('Escape');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false', `${where}: Escape closes`);
}
