import { documentTitle } from '@dreampitch/domain';
import { useEffect } from 'react';

/** Names the browser tab after the page shown ("Goal Tracker · DreamPitch"). */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
