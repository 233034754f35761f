import { expect, test } from '@rstest/core';
import { isSupportPriority, supportReplyTime, supportRequestEmail, validateSupportMessage } from './support';

test('paid plans are priority, with a shorter stated reply time', () => {
  expect(isSupportPriority('pro')).toBe(true);
  expect(isSupportPriority('parent')).toBe(true);
  expect(isSupportPriority('free')).toBe(false);
  expect(supportReplyTime(true)).toBe('within 1 business day');
  expect(supportReplyTime(false)).toBe('within 5 business days');
});

test('messages are 10 to 2000 characters', () => {
  expect(validateSupportMessage(' help  ')).toMatch(/at least 10/);
  expect(validateSupportMessage('x'.repeat(2001))).toMatch(/2000/);
  expect(validateSupportMessage('Where is my export?')).toBeNull();
});

test('the support e-mail marks priority requests and names the reply address', () => {
  const mail = supportRequestEmail({
    priority: true,
    topic: 'billing',
    firstName: 'Pia',
    replyTo: 'pia@example.com',
    plan: 'pro',
    message: 'Charged twice',
  });
  expect(mail.subject).toBe('[PRIORITY] Support request: Plans and payment (Pia)');
  expect(mail.text).toContain('pia@example.com');
  expect(mail.text).toContain('within 1 business day');
  expect(supportRequestEmail({ topic: 'other' }).subject).toBe('Support request: Something else (A player)');
});
