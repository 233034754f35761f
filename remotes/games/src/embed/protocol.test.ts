import { describe, expect, test } from '@rstest/core';
import {
  EMBED_MESSAGE_SOURCE,
  embedPageUrl,
  isEmbedMessage,
  parseAccent,
  parseOrigin,
  readEmbedParams,
} from './protocol';

describe('embed protocol', () => {
  test('the embed page URL sits next to the loader and carries the host origin and attributes', () => {
    const url = embedPageUrl('https://games.example/embed/decision-drill.js?v=2', {
      host: 'https://club.example',
      ageGroup: '8-12',
      accent: '#ff0000',
    });
    expect(url).toBe(
      'https://games.example/embed/decision-drill.html?host=https%3A%2F%2Fclub.example&age-group=8-12&accent=%23ff0000',
    );
    expect(readEmbedParams(new URL(url).search)).toEqual({
      host: 'https://club.example',
      ageGroup: '8-12',
      accent: '#ff0000',
    });
  });

  test('accepts only well-formed messages of the documented types', () => {
    const finished = {
      source: EMBED_MESSAGE_SOURCE,
      type: 'finished',
      detail: { score: 28, maxScore: 28, accuracy: 100 },
    };
    expect(isEmbedMessage(finished)).toBe(true);
    expect(isEmbedMessage({ source: EMBED_MESSAGE_SOURCE, type: 'resize', detail: { height: 640 } })).toBe(
      true,
    );
    expect(isEmbedMessage({ source: EMBED_MESSAGE_SOURCE, type: 'ready', detail: { version: 1 } })).toBe(
      true,
    );

    expect(isEmbedMessage({ ...finished, source: 'someone-else' })).toBe(false);
    expect(isEmbedMessage({ ...finished, type: 'steal-cookies' })).toBe(false);
    expect(isEmbedMessage({ ...finished, detail: { score: '28', maxScore: 28, accuracy: 100 } })).toBe(false);
    expect(isEmbedMessage({ source: EMBED_MESSAGE_SOURCE, type: 'resize', detail: { height: -1 } })).toBe(
      false,
    );
    expect(isEmbedMessage('finished')).toBe(false);
    expect(isEmbedMessage(null)).toBe(false);
  });

  test('the embed page posts only to a plain http(s) origin', () => {
    expect(parseOrigin('https://club.example')).toBe('https://club.example');
    expect(parseOrigin('http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100');
    expect(parseOrigin('*')).toBeNull();
    expect(parseOrigin('https://club.example/path')).toBeNull();
    expect(parseOrigin('javascript:alert(1)')).toBeNull();
    expect(parseOrigin(null)).toBeNull();
  });

  test('the accent colour is a hex colour or nothing', () => {
    expect(parseAccent('#0b6e4f')).toBe('#0b6e4f');
    expect(parseAccent('#FA0')).toBe('#FA0');
    expect(parseAccent('red; background: url(x)')).toBeNull();
    expect(parseAccent('#12345')).toBeNull();
    expect(parseAccent(null)).toBeNull();
  });
});
