import type {
  GoalTemplate,
  GoalTemplateInput,
  MindsetTool,
  PlayerDataExport,
  ProAnalyticsData,
  SupportReceipt,
  SupportTopic,
} from '@dreampitch/domain';

/**
 * What the Pro plan adds (issue 21), over the database's Pro functions and tables (`SupabaseProBackend`). The database refuses Pro-only calls to a free account (token `pro_required`); every
 * failure rejects with a DataError whose message is the app's (PRO_ERROR_MESSAGES of @dreampitch/domain) and whose
 * code is the database's token or SQLSTATE.
 */
export interface ProBackend {
  /** Daily activity sums from `since` (`YYYY-MM-DD`) and every goal's progress history. Pro only. */
  getAnalytics(since: string): Promise<ProAnalyticsData>;
  /** Every row the player created, dataset by dataset. Pro only. */
  exportData(): Promise<PlayerDataExport>;

  /** The player's templates, oldest first (readable after a downgrade too). */
  listGoalTemplates(): Promise<GoalTemplate[]>;
  /** Pro only; a title the player already used rejects with code 'template_duplicate'. */
  saveGoalTemplate(input: GoalTemplateInput): Promise<GoalTemplate>;
  updateGoalTemplate(id: string, input: GoalTemplateInput): Promise<GoalTemplate>;
  deleteGoalTemplate(id: string): Promise<void>;

  /** The saved pre-match routine's steps ([] when none). */
  getMindsetRoutine(): Promise<string[]>;
  /** Pro only; resolves the steps as stored (trimmed). */
  saveMindsetRoutine(steps: string[]): Promise<string[]>;
  deleteMindsetRoutine(): Promise<void>;
  /** Pro only: a completed exercise, counted in analytics on the player's local day. */
  logMindsetSession(tool: MindsetTool, durationSeconds: number, date: string): Promise<void>;

  /** Any signed-in player; priority for paid plans. Rate-limited by the server. */
  sendSupportRequest(topic: SupportTopic, message: string): Promise<SupportReceipt>;
}
