import { MESSAGES } from '@dreampitch/domain';
import type {
  GoalTemplate,
  GoalTemplateInput,
  MindsetTool,
  PlayerDataExport,
  ProAnalyticsData,
  SupportReceipt,
  SupportTopic,
} from '@dreampitch/domain';
import type { DataQueries } from '../supabase-backend';
import type { Tables } from '../database.types';
import { callRpc, fromJsonb, type RpcArgs, type RpcName } from '../rpc';
import { toProError } from './errors';
import type { ProBackend } from './pro-backend';

const fromTemplateRow = (row: Tables<'goal_templates'>): GoalTemplate => ({
  id: row.id,
  title: row.title,
  description: row.description,
  pillar: row.pillar,
  type: row.type,
  createdAt: row.created_at,
});

const toTemplateRow = (input: GoalTemplateInput) => ({
  title: input.title.trim(),
  description: input.description.trim(),
  pillar: input.pillar,
  type: input.type,
});

const FAILED = MESSAGES.somethingWentWrongTryAgain;

/** The Pro features over supabase-js: the pro_* and support_request functions, goal_templates, mindset tables. */
export class SupabaseProBackend implements ProBackend {
  /** `client` is the app backend's own client, so both share the signed-in session. */
  constructor(private readonly client: () => Promise<DataQueries>) {}

  private async call<T, N extends RpcName = RpcName>(name: N, ...args: RpcArgs<N>): Promise<T> {
    return callRpc<T, N>(await this.client(), (error) => toProError(error, FAILED), name, ...args);
  }

  getAnalytics(since: string): Promise<ProAnalyticsData> {
    return this.call('pro_analytics', { p_since: since });
  }

  exportData(): Promise<PlayerDataExport> {
    return this.call('pro_export');
  }

  async listGoalTemplates(): Promise<GoalTemplate[]> {
    const client = await this.client();
    const { data, error } = await client.from('goal_templates').select('*').order('created_at');
    if (error) throw toProError(error, 'Failed to load your templates');
    return data.map(fromTemplateRow);
  }

  async saveGoalTemplate(input: GoalTemplateInput): Promise<GoalTemplate> {
    const client = await this.client();
    const { data, error } = await client
      .from('goal_templates')
      .insert(toTemplateRow(input))
      .select()
      .single();
    if (error) throw toProError(error, 'Failed to save the template');
    return fromTemplateRow(data);
  }

  async updateGoalTemplate(id: string, input: GoalTemplateInput): Promise<GoalTemplate> {
    const client = await this.client();
    const { data, error } = await client
      .from('goal_templates')
      .update(toTemplateRow(input))
      .eq('id', id)
      .select()
      .single();
    if (error) throw toProError(error, 'Failed to save the template');
    return fromTemplateRow(data);
  }

  async deleteGoalTemplate(id: string): Promise<void> {
    const client = await this.client();
    const { error } = await client.from('goal_templates').delete().eq('id', id);
    if (error) throw toProError(error, 'Failed to delete the template');
  }

  async getMindsetRoutine(): Promise<string[]> {
    const client = await this.client();
    const { data, error } = await client.from('mindset_routines').select('steps').maybeSingle();
    if (error) throw toProError(error, 'Failed to load your routine');
    return data ? fromJsonb<string[]>(data.steps) : [];
  }

  saveMindsetRoutine(steps: string[]): Promise<string[]> {
    return this.call('pro_save_routine', { p_steps: steps });
  }

  async deleteMindsetRoutine(): Promise<void> {
    const client = await this.client();
    const { data } = await client.auth.getSession();
    const { error } = await client
      .from('mindset_routines')
      .delete()
      .eq('user_id', data.session?.user.id ?? '');
    if (error) throw toProError(error, 'Failed to delete your routine');
  }

  async logMindsetSession(tool: MindsetTool, durationSeconds: number, date: string): Promise<void> {
    const client = await this.client();
    const { error } = await client
      .from('mindset_sessions')
      .insert({ tool, duration_seconds: Math.max(0, Math.round(durationSeconds)), completed_on: date });
    if (error) throw toProError(error, 'Failed to log the exercise');
  }

  sendSupportRequest(topic: SupportTopic, message: string): Promise<SupportReceipt> {
    return this.call('support_request', { p_topic: topic, p_message: message });
  }
}
