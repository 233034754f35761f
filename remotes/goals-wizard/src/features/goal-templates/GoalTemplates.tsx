import {
  MESSAGES,
  errorMessage,
  GOAL_TEMPLATE_TITLE_MAX_LENGTH,
  GOAL_TYPE_LABELS,
  GOAL_TYPES,
  GOAL_TEMPLATES_SUBTITLE,
  PAGE_TITLES,
  PILLAR_LABELS,
  PILLARS,
  proFeature,
  purchaseRule,
  validateGoalTemplate,
  type GoalTemplate,
  type GoalTemplateInput,
} from '@dreampitch/domain';
import { useAuth, useSubscription, useToast } from '@dreampitch/session';
import {
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  ErrorMessage,
  LockedFeature,
  PageHeader,
  Section,
  SelectField,
  Spinner,
  TextAreaField,
  TextField,
} from '@dreampitch/ui';
import { useState, type FormEvent } from 'react';
import { useGoalTemplates } from './api/useGoalTemplates';
import { KeptTemplatesNotice } from './KeptTemplatesNotice';
import './goalTemplates.css';

const EMPTY: GoalTemplateInput = { title: '', description: '', pillar: 'technical', type: 'process' };

/** /app/goal-templates (Pro): the player's own goal templates, offered again in the goal wizard. */
export function GoalTemplates() {
  const { user, loading } = useAuth();
  const { isSubscribed } = useSubscription();
  const feature = proFeature('templates');
  if (loading || !user) return <Spinner label="Loading…" centered />;
  return (
    <div className="dp-container templates-page">
      <PageHeader
        title={PAGE_TITLES.goalTemplates}
        subtitle={GOAL_TEMPLATES_SUBTITLE}
        actions={
          isSubscribed ? (
            <ButtonLink to="/app/player-selection" variant="secondary">
              Open the goal wizard
            </ButtonLink>
          ) : null
        }
      />
      {isSubscribed ? (
        <TemplateManager userId={user.id} />
      ) : (
        <LockedFeature
          name={feature.name}
          summary={feature.summary}
          preview={feature.preview}
          purchase={purchaseRule(user.accountType, user.age)}
        />
      )}
    </div>
  );
}

function TemplateManager({ userId }: { userId: string }) {
  const { templates, keptAt, error, reload, save, remove } = useGoalTemplates(userId);
  const { showToast } = useToast();
  const [editing, setEditing] = useState<GoalTemplate | null>(null);

  if (error)
    return (
      <ErrorMessage title="Could not load your templates" onRetry={reload}>
        {error}
      </ErrorMessage>
    );
  if (!templates) return <Spinner label="Loading your templates…" centered />;
  return (
    <>
      <KeptTemplatesNotice keptAt={keptAt} />
      <Section title={editing ? `Edit “${editing.title}”` : 'New template'}>
        <TemplateForm
          key={editing?.id ?? 'new'}
          initial={editing ?? EMPTY}
          submitLabel={editing ? 'Save changes' : 'Save template'}
          onCancel={editing ? () => setEditing(null) : undefined}
          onSubmit={async (input) => {
            await save(input, editing?.id);
            showToast(editing ? 'Template updated.' : 'Template saved.', 'success');
            setEditing(null);
          }}
        />
      </Section>
      <Section title={`Your templates (${templates.length})`}>
        {templates.length === 0 ? (
          <Card>
            <p>No templates yet. Save one above and it will be waiting for you in the goal wizard.</p>
          </Card>
        ) : (
          <ul className="templates-list">
            {templates.map((template) => (
              <li key={template.id}>
                <Card as="article" aria-label={template.title}>
                  <h3>{template.title}</h3>
                  <p className="templates-muted">
                    {PILLAR_LABELS[template.pillar]} · {GOAL_TYPE_LABELS[template.type]} goal
                  </p>
                  {template.description && <p>{template.description}</p>}
                  <div className="templates-actions">
                    <Button variant="secondary" size="sm" onClick={() => setEditing(template)}>
                      Edit
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Delete template ${template.title}`}
                        >
                          Delete
                        </Button>
                      }
                      title={`Delete the template “${template.title}”?`}
                      consequence="The goal wizard will no longer offer it. Goals you made from it stay as they are. This cannot be undone."
                      confirmLabel="Delete Template"
                      confirmingLabel="Deleting..."
                      errorFallback={MESSAGES.templateDeleteFailed}
                      onConfirm={async () => {
                        await remove(template.id);
                        if (editing?.id === template.id) setEditing(null);
                        showToast(MESSAGES.templateDeleted, 'success');
                      }}
                    />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function TemplateForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: GoalTemplateInput;
  submitLabel: string;
  onSubmit(input: GoalTemplateInput): Promise<void>;
  onCancel?: () => void;
}) {
  const [input, setInput] = useState<GoalTemplateInput>({
    title: initial.title,
    description: initial.description,
    pillar: initial.pillar,
    type: initial.type,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateGoalTemplate(input);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      await onSubmit(input);
      setInput(EMPTY);
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.templateSaveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <form className="templates-form" onSubmit={submit} noValidate>
        <TextField
          label="Title"
          required
          maxLength={GOAL_TEMPLATE_TITLE_MAX_LENGTH}
          value={input.title}
          onChange={(event) => setInput({ ...input, title: event.target.value })}
        />
        <TextAreaField
          label="Description"
          value={input.description}
          onChange={(event) => setInput({ ...input, description: event.target.value })}
        />
        <SelectField
          label="Pillar"
          value={input.pillar}
          options={PILLARS.map((pillar) => ({ value: pillar, label: PILLAR_LABELS[pillar] }))}
          onChange={(event) =>
            setInput({ ...input, pillar: event.target.value as GoalTemplateInput['pillar'] })
          }
        />
        <SelectField
          label="Goal type"
          value={input.type}
          options={GOAL_TYPES.map((type) => ({ value: type, label: GOAL_TYPE_LABELS[type] }))}
          onChange={(event) => setInput({ ...input, type: event.target.value as GoalTemplateInput['type'] })}
        />
        {error && (
          <p role="alert" className="templates-error">
            {error}
          </p>
        )}
        <div className="templates-actions">
          <Button type="submit" disabled={busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
