import { OFFLINE_PAGE_COPY as COPY } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { offlinePageHtml } from './offlinePage';

const escaped = (text: string) => text.replace(/'/g, '&#39;');

describe('offlinePageHtml', () => {
  const html = offlinePageHtml();

  test('says what happened and what to do, in the catalogue wording', () => {
    expect(html).toContain(`<h1>${escaped(COPY.title)}</h1>`);
    expect(html).toContain(escaped(COPY.notSaved));
    expect(html).toContain(escaped(COPY.whatToDo));
    expect(html).toContain(`>${COPY.tryAgain}</button>`);
    expect(html).toContain(`>${COPY.goBack}</button>`);
  });

  test('needs nothing from the network: no script, stylesheet, image or font to fetch', () => {
    expect(html).not.toMatch(/<(script|link|img)\b/);
    expect(html).not.toMatch(/url\(/);
  });

  test('is an English page that scales on a phone', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });
});
