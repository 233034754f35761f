import { describe, expect, test } from '@rstest/core';
import { FORGOT_PASSWORD_PATH } from './accounts';
import { authEmail, authLink, authLinkFromSearch, emailChangeNotice } from './authEmails';

describe('mailed auth links', () => {
  test('each kind links to its page of the app with the token and type, and reads back', () => {
    const link = authLink('https://dreampitch.app/', 'recovery', 'a1b2c3d4e5f6a7b8c9d0');
    expect(link).toBe(
      'https://dreampitch.app/app/reset-password?token_hash=a1b2c3d4e5f6a7b8c9d0&type=recovery',
    );
    expect(authLinkFromSearch(new URL(link).search)).toEqual({
      tokenHash: 'a1b2c3d4e5f6a7b8c9d0',
      type: 'recovery',
    });
    expect(authLink('http://localhost:3000', 'signup', 'x'.repeat(20))).toContain('/app/confirm-email?');
    expect(authLink('http://localhost:3000', 'email_change', 'x'.repeat(20))).toContain('type=email_change');
  });

  test('a link of another shape is not one', () => {
    expect(authLinkFromSearch('')).toBeNull();
    expect(authLinkFromSearch('?token_hash=short&type=recovery')).toBeNull();
    expect(authLinkFromSearch('?token_hash=a1b2c3d4e5f6a7b8c9d0&type=magiclink')).toBeNull();
    expect(authLinkFromSearch('?token_hash=a1b2c3d4e5f6a7b8c9d0<script>&type=recovery')).toBeNull();
  });

  test('every mail carries its link and tells a reader who did not ask what to do', () => {
    for (const kind of ['recovery', 'signup', 'email_change'] as const) {
      const mail = authEmail(kind, 'a1b2c3d4e5f6a7b8c9d0', 'https://dreampitch.app');
      expect(mail.text).toContain(authLink('https://dreampitch.app', kind, 'a1b2c3d4e5f6a7b8c9d0'));
      expect(mail.text).toMatch(/ignore this e-mail/);
    }
  });

  test('the notice to the old address names the new one and the way out (a new password)', () => {
    const mail = emailChangeNotice('new@example.com', 'https://dreampitch.app/');
    expect(mail.text).toContain('new@example.com');
    expect(mail.text).toContain(`https://dreampitch.app${FORGOT_PASSWORD_PATH}`);
  });
});
