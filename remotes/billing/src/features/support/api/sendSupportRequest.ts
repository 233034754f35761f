import { getProBackend } from '@dreampitch/data/pro';
import type { SupportTopic } from '@dreampitch/domain';

/** Sends the signed-in player's message; the server sets its priority from the plan and answers with the receipt. */
export const sendSupportRequest = (topic: SupportTopic, message: string) =>
  getProBackend().sendSupportRequest(topic, message);
