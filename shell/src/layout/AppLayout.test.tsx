import { bootTestHost } from '@dreampitch/data/testing';
import { configureDemoData, renderPages } from '@dreampitch/app-frame/testing';
import { beforeAll, expect, test } from '@rstest/core';
import { screen } from '@testing-library/react';
import { AppLayout } from './AppLayout';

// Issue 19 item 6 (WCAG 2.5.3, label in name; axe-core 4.14 reports a brand link whose name hides its text).

beforeAll(bootTestHost, 120_000);

test("the header's brand link is named by its visible text, DreamPitch Beta", async () => {
  renderPages([{ path: '/app', element: <AppLayout /> }], { at: '/app', backend: await configureDemoData() });
  const brand = await screen.findByRole('link', { name: /DreamPitch Beta/ });
  expect(brand.getAttribute('href')).toBe('/app');
  expect(brand.hasAttribute('aria-label')).toBe(false);
  expect(brand.textContent).toContain('DreamPitch');
});

// A character that no font on the page has (an emoji) makes the page's first layout search the device's fonts
// (docs/PERFORMANCE.md): the header draws its ball and menu icon instead.
test('the header holds no emoji; the menu button is named by its state, its drawn icon hidden', async () => {
  renderPages([{ path: '/app', element: <AppLayout /> }], { at: '/app', backend: await configureDemoData() });
  const menu = await screen.findByRole('button', { name: 'Open menu' });
  const header = menu.closest('header');
  expect(header?.textContent).not.toMatch(/\p{Extended_Pictographic}|☰|✕/u);
  expect(menu.querySelector('.shell-menu-button__icon')?.getAttribute('aria-hidden')).toBe('true');
  menu.click();
  expect(await screen.findByRole('button', { name: 'Close menu' })).toBe(menu);
});
