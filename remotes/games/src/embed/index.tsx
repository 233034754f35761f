import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EmbedApp } from './EmbedApp';
import type { EmbedMessage } from './protocol';

/** Written by each deployment next to the embed page, like /config.json for the app. */
const EMBED_CONFIG_FILE = 'embed-config.json';
const FALLBACK_APP_URL = 'https://dreampitch.app/app/games';

async function loadAppUrl(): Promise<string> {
  try {
    const response = await fetch(new URL(EMBED_CONFIG_FILE, location.href));
    const config = (await response.json()) as { appUrl?: unknown };
    return typeof config.appUrl === 'string' && /^https?:\/\//.test(config.appUrl)
      ? config.appUrl
      : FALLBACK_APP_URL;
  } catch {
    return FALLBACK_APP_URL;
  }
}

function postToHost(message: EmbedMessage, targetOrigin: string) {
  if (window.parent !== window) window.parent.postMessage(message, targetOrigin);
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const appUrl = await loadAppUrl();
  createRoot(container).render(
    <StrictMode>
      <EmbedApp search={location.search} appUrl={appUrl} post={postToHost} />
    </StrictMode>,
  );
}

void start();
