import { getProBackend } from '@dreampitch/data/pro';
import type { SupportReceipt, SupportTopic } from '@dreampitch/domain';

/** Sends the user's question to support; the receipt says when to expect a reply. Nothing reads it back. */
export function sendSupportRequest(topic: SupportTopic, message: string): Promise<SupportReceipt> {
  return getProBackend().sendSupportRequest(topic, message);
}
