/**
 * decision-drill.js: the loader a partner site includes. It defines `<decision-drill>`, which shows the Decision
 * Drill from this games deployment in an isolated iframe and re-dispatches the iframe's messages as DOM events.
 * Served unhashed at a stable URL, so partners pick up every new games deploy without changing their snippet.
 */
import { EMBED_LOADER_FILE, embedPageUrl, isEmbedMessage } from './protocol';

const ELEMENT_NAME = 'decision-drill';
const MIN_HEIGHT = 320;
const MAX_HEIGHT = 5000;

/** Only readable while the script first runs; later `currentScript` is null. */
function loaderSource(): string {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  const tagged = Array.from(document.scripts).find((script) =>
    new URL(script.src || 'about:blank', location.href).pathname.endsWith(`/${EMBED_LOADER_FILE}`),
  );
  return tagged?.src ?? location.href;
}

const LOADER_SRC = loaderSource();
const GAMES_ORIGIN = new URL(LOADER_SRC).origin;

// The host page's CSS cannot reach into the shadow root; `!important` on :host beats the page's own
// `!important` rules on the element itself (shadow context wins for important declarations).
const SHADOW_STYLES = `
  :host { display: block !important; width: 100% !important; min-width: 0 !important; max-width: 100% !important;
    visibility: visible !important; }
  :host([hidden]) { display: none !important; }
  iframe { display: block !important; width: 100% !important; height: ${MIN_HEIGHT}px; border: 0 !important;
    margin: 0 !important; padding: 0 !important; background: transparent; color-scheme: normal; }
`;

export class DecisionDrillElement extends HTMLElement {
  static observedAttributes = ['age-group', 'accent'];

  readonly #iframe: HTMLIFrameElement;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = SHADOW_STYLES;
    this.#iframe = document.createElement('iframe');
    this.#iframe.title = 'Decision Drill: a soccer decision-making game by DreamPitch';
    // Scripts run on the games origin, which is not the partner's origin, so the iframe can read neither the
    // partner page nor its cookies. Popups are allowed for the 'Play more at DreamPitch' link only.
    this.#iframe.setAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    );
    this.#iframe.referrerPolicy = 'origin';
    this.#iframe.loading = 'lazy';
    root.append(style, this.#iframe);
  }

  connectedCallback() {
    window.addEventListener('message', this.#onMessage);
    this.#load();
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.#onMessage);
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#load();
  }

  #load() {
    const src = embedPageUrl(LOADER_SRC, {
      host: location.origin,
      ageGroup: this.getAttribute('age-group'),
      accent: this.getAttribute('accent'),
    });
    if (this.#iframe.src !== src) this.#iframe.src = src;
  }

  readonly #onMessage = (event: MessageEvent) => {
    // Only our own iframe, from the games origin: other iframes and windows cannot fake drill events.
    if (event.source !== this.#iframe.contentWindow || event.origin !== GAMES_ORIGIN) return;
    if (!isEmbedMessage(event.data)) return;
    const message = event.data;
    if (message.type === 'resize') {
      const height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(message.detail.height)));
      this.#iframe.style.height = `${height}px`;
    }
    this.dispatchEvent(new CustomEvent(message.type, { detail: message.detail }));
  };
}

if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, DecisionDrillElement);
