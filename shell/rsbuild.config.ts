import path from 'node:path';
import { createAppConfig } from '../tools/federation';
import { OFFLINE_PAGE_URL } from './src/serviceWorker/names';
import { offlinePageHtml } from './src/serviceWorker/offlinePage';

export default createAppConfig({
  app: 'shell',
  serviceWorker: {
    entry: path.join(import.meta.dirname, 'src/serviceWorker/sw.ts'),
    offlinePage: { url: OFFLINE_PAGE_URL, html: offlinePageHtml() },
  },
});
