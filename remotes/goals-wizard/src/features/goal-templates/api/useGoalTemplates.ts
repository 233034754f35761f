import { getBackend } from '@dreampitch/data';
import { getProBackend } from '@dreampitch/data/pro';
import { errorMessage, MESSAGES, type GoalTemplate, type GoalTemplateInput } from '@dreampitch/domain';
import { useCallback, useEffect, useState } from 'react';

/**
 * The player's goal templates (null while loading or when nobody is signed in) and the calls that change them. The
 * list is a kept read (the data layer's last data): offline, the list this device read last, `keptAt` saying when
 * (an ISO time; null for the server's answer). `error` is the failure in the catalogue's words.
 */
export function useGoalTemplates(userId: string | null) {
  const [templates, setTemplates] = useState<GoalTemplate[] | null>(null);
  const [keptAt, setKeptAt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    getBackend()
      .keptRead(`goal-templates:${userId}`, () => getProBackend().listGoalTemplates())
      .then(
        (answer) => {
          if (!current) return;
          setTemplates(answer.value);
          setKeptAt(answer.keptAt ?? null);
          setError(null);
        },
        (failure: unknown) => current && setError(errorMessage(failure, MESSAGES.somethingWentWrongTryAgain)),
      );
    return () => {
      current = false;
    };
  }, [userId, generation]);

  // After a change the list is read again as well, so the copy this device keeps for offline has the change too.
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  const save = useCallback(
    async (input: GoalTemplateInput, id?: string) => {
      const saved = id
        ? await getProBackend().updateGoalTemplate(id, input)
        : await getProBackend().saveGoalTemplate(input);
      setTemplates((list) =>
        id ? (list ?? []).map((t) => (t.id === id ? saved : t)) : [...(list ?? []), saved],
      );
      reload();
      return saved;
    },
    [reload],
  );

  const remove = useCallback(
    async (id: string) => {
      await getProBackend().deleteGoalTemplate(id);
      setTemplates((list) => (list ?? []).filter((t) => t.id !== id));
      reload();
    },
    [reload],
  );

  return { templates, keptAt, error, reload, save, remove };
}
