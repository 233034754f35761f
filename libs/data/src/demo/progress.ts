/**
 * What the page shows while demo mode prepares its database (PGlite and every migration): a
 * status line that says how far it is, gone once the app renders. Nothing appears outside demo mode.
 */
export function showDemoProgress(document: Document) {
  let status: HTMLElement | null = null;
  return {
    update(done: number, total: number) {
      if (!status) {
        status = document.createElement('p');
        status.setAttribute('role', 'status');
        status.className = 'demo-progress';
        Object.assign(status.style, {
          position: 'fixed',
          insetBlockStart: '0',
          insetInline: '0',
          margin: '0',
          padding: '0.5rem 1rem',
          textAlign: 'center',
          background: 'var(--dp-color-surface)',
          zIndex: '10',
        });
        document.body.append(status);
      }
      status.textContent = `Preparing the demo: ${done} of ${total} database steps done`;
    },
    done() {
      status?.remove();
    },
  };
}
