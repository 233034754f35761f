import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 19: the pages' icons are drawn (libs/ui Icon, a PNG of an SVG drawing as a CSS mask), not emoji, which make
 * the browser search the device's fonts during layout (docs/PERFORMANCE.md). Each drawing must really
 * show: a box of its own and an image, in the page as the app renders it. PNGs, not SVG images: Chromium builds a
 * document for every SVG image during the page's first style recalculation and paint.
 */

/** Every drawn icon of the page: its size, its mask image, and whether the page's text still holds an emoji. */
async function drawnIcons(page: Page) {
  return page.evaluate(() => ({
    icons: [...document.querySelectorAll('.dp-icon')].map((icon) => {
      const style = getComputedStyle(icon);
      const box = icon.getBoundingClientRect();
      return {
        className: icon.className,
        width: box.width,
        height: box.height,
        mask: style.maskImage || style.getPropertyValue('-webkit-mask-image'),
        hidden: icon.getAttribute('aria-hidden'),
      };
    }),
    emoji: document.body.innerText.match(/\p{Emoji_Presentation}|\uFE0F/gu),
  }));
}

for (const [path, count] of [
  ['/app', 7],
  ['/app/features', 13],
  ['/app/plans', 3],
  ['/app/games', 3],
  ['/app/player-selection', 3],
] as const) {
  test(`${path}: its ${count} icons are drawn, each with a box and an image, and no emoji`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.dp-icon')).toHaveCount(count);
    const { icons, emoji } = await drawnIcons(page);
    expect(emoji).toBeNull();
    for (const icon of icons) {
      expect(icon.hidden, icon.className).toBe('true');
      expect(icon.width, icon.className).toBeGreaterThan(10);
      expect(icon.height, icon.className).toBeGreaterThan(10);
      expect(icon.mask, icon.className).toMatch(/^url\("data:image\/png;base64,/);
    }
  });
}

test('no element of a first view is drawn with an SVG image, the brand mark and the menu button included', async ({
  page,
}) => {
  for (const path of ['/', '/app/features', '/app/goal-tracker']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    const images = await page.evaluate(() =>
      [...document.querySelectorAll('body *')].flatMap((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundImage, style.maskImage || style.getPropertyValue('-webkit-mask-image')]
          .filter((image) => image.startsWith('url('))
          .map(
            (image) =>
              `${element.className}: ${/^url\("data:image\/svg|\.svg["?#]/.test(image) ? 'SVG ' : ''}${image.slice(0, 40)}`,
          );
      }),
    );
    expect(
      images.some((image) => image.startsWith('dp-ball-mark: url("data:image/png')),
      path,
    ).toBe(true);
    expect(
      images.filter((image) => image.includes(': SVG ')),
      path,
    ).toEqual([]);
  }
});

test('a mailed link page visited without its link shows the error with a drawn warning sign', async ({
  page,
}) => {
  await page.goto('/app/confirm-email');
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).not.toHaveText(/\p{Emoji_Presentation}|\uFE0F/u);
  const icon = alert.locator('.dp-icon--alert');
  await expect(icon).toHaveAttribute('aria-hidden', 'true');
  expect((await icon.boundingBox())?.width).toBeGreaterThan(10);
});
