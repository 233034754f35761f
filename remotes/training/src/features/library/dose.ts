import type { DrillDose } from '@dreampitch/domain';

const seconds = (value: number) => (value >= 60 && value % 60 === 0 ? `${value / 60} min` : `${value} s`);

/** "4 sets of 2 reps, 30 s rest" or "4 rounds: 30 s work, 20 s rest". */
export function doseText(dose: DrillDose): string {
  const rest = dose.restSeconds > 0 ? `, ${seconds(dose.restSeconds)} rest` : '';
  if (dose.kind === 'reps')
    return `${dose.sets} ${dose.sets === 1 ? 'set' : 'sets'} of ${dose.reps} ${dose.reps === 1 ? 'rep' : 'reps'}${rest}`;
  return `${dose.sets} ${dose.sets === 1 ? 'round' : 'rounds'}: ${seconds(dose.workSeconds)} work${rest}`;
}
