import { configureDemoData, renderPages } from '@dreampitch/app-frame/testing';
import { expect, test } from '@rstest/core';
import { screen } from '@testing-library/react';
import { AppLayout } from './AppLayout';

// Issue 19 item 6 (WCAG 2.5.3, label in name; axe-core 4.14 reports a brand link whose name hides its text).
test("the header's brand link is named by its visible text, DreamPitch Beta", async () => {
  renderPages([{ path: '/app', element: <AppLayout /> }], { at: '/app', backend: configureDemoData() });
  const brand = await screen.findByRole('link', { name: /DreamPitch Beta/ });
  expect(brand.getAttribute('href')).toBe('/app');
  expect(brand.hasAttribute('aria-label')).toBe(false);
  expect(brand.textContent).toContain('DreamPitch');
});
