import {
  MESSAGES,
  errorMessage,
  isSupportPriority,
  PAGE_TITLES,
  proFeature,
  purchaseRule,
  SUPPORT_EMAIL,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBTITLE,
  SUPPORT_TOPICS,
  supportReplyTime,
  validateSupportMessage,
  type SupportReceipt,
  type SupportTopic,
} from '@dreampitch/domain';
import { useAuth, useSubscription } from '@dreampitch/session';
import {
  Badge,
  Button,
  Card,
  LockedFeature,
  PageHeader,
  SelectField,
  Spinner,
  TextAreaField,
} from '@dreampitch/ui';
import { useState, type FormEvent } from 'react';
import { sendSupportRequest } from './api/sendSupportRequest';
import './support.css';

/**
 * /app/support: a contact form every signed-in player can use. Paid plans are answered first (premium support);
 * a free player sees that as a locked preview beside the form.
 */
export function Support() {
  const { user, loading } = useAuth();
  const { tier } = useSubscription();
  const [topic, setTopic] = useState<SupportTopic | ''>('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ topic?: string; message?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<SupportReceipt | null>(null);
  if (loading || !user) return <Spinner label="Loading…" centered />;
  const priority = isSupportPriority(tier);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      topic: topic ? undefined : 'Choose what your question is about.',
      message: validateSupportMessage(message) ?? undefined,
    };
    setErrors(next);
    if (next.topic || next.message || !topic) return;
    setSending(true);
    try {
      setReceipt(await sendSupportRequest(topic, message.trim()));
      setMessage('');
      setTopic('');
    } catch (failure) {
      setErrors({ form: errorMessage(failure, MESSAGES.supportMessageFailed) });
    } finally {
      setSending(false);
    }
  }

  const premium = proFeature('support');
  return (
    <div className="dp-container support-page">
      <PageHeader title={PAGE_TITLES.support} subtitle={SUPPORT_SUBTITLE} />
      {/* Under the header, which is the same for everyone and so paints from the page's HTML (shell/src/layout). */}
      <p className="support-reply">
        We reply to {user.email} {supportReplyTime(priority)}.
      </p>
      {priority ? (
        <p>
          <Badge tone="success">Priority support</Badge> Your plan puts your questions at the front of the
          queue.
        </p>
      ) : (
        <LockedFeature
          name={premium.name}
          summary={premium.summary}
          preview={premium.preview}
          purchase={purchaseRule(user.accountType, user.age)}
        />
      )}
      {receipt ? (
        <Card role="status" className="support-receipt">
          <h2>Message sent</h2>
          <p>
            Thanks, {user.firstName || 'player'}! We have your message
            {receipt.priority ? ' as a priority request' : ''} and will reply to {user.email}{' '}
            {supportReplyTime(receipt.priority)}.
          </p>
          <Button variant="secondary" onClick={() => setReceipt(null)}>
            Send another message
          </Button>
        </Card>
      ) : (
        <Card>
          <form className="support-form" onSubmit={submit} noValidate aria-label="Contact support">
            <SelectField
              label="What is it about?"
              required
              placeholder="Choose a topic"
              value={topic}
              error={errors.topic}
              options={SUPPORT_TOPICS.map((item) => ({ value: item.id, label: item.label }))}
              onChange={(event) => setTopic(event.target.value as SupportTopic | '')}
            />
            <TextAreaField
              label="Your message"
              required
              rows={6}
              maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
              hint="Please do not share passwords or card numbers."
              value={message}
              error={errors.message}
              onChange={(event) => setMessage(event.target.value)}
            />
            {errors.form && (
              <p role="alert" className="support-error">
                {errors.form}
              </p>
            )}
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending…' : 'Send message'}
            </Button>
            <p className="support-muted">
              You can also e-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
            </p>
          </form>
        </Card>
      )}
    </div>
  );
}
