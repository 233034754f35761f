import { getProBackend } from '@dreampitch/data/pro';
import type { GoalTemplate, GoalTemplateInput } from '@dreampitch/domain';
import { useCallback, useEffect, useState } from 'react';

/** The player's goal templates (null while loading or when nobody is signed in) and the calls that change them. */
export function useGoalTemplates(userId: string | null) {
  const [templates, setTemplates] = useState<GoalTemplate[] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    getProBackend()
      .listGoalTemplates()
      .then(
        (list) => current && (setTemplates(list), setError(null)),
        (failure: unknown) =>
          current && setError(failure instanceof Error ? failure : new Error(String(failure))),
      );
    return () => {
      current = false;
    };
  }, [userId, generation]);

  const save = useCallback(async (input: GoalTemplateInput, id?: string) => {
    const saved = id
      ? await getProBackend().updateGoalTemplate(id, input)
      : await getProBackend().saveGoalTemplate(input);
    setTemplates((list) =>
      id ? (list ?? []).map((t) => (t.id === id ? saved : t)) : [...(list ?? []), saved],
    );
    return saved;
  }, []);

  const remove = useCallback(async (id: string) => {
    await getProBackend().deleteGoalTemplate(id);
    setTemplates((list) => (list ?? []).filter((t) => t.id !== id));
  }, []);

  return { templates, error, reload: () => setGeneration((g) => g + 1), save, remove };
}
