import type { AgeGroup, Pillar, SessionPlanBlock, SkillLevel } from '@dreampitch/domain';
import { createContext, use, type ComponentType, type ReactNode } from 'react';

/**
 * What the session plan editor (the training remote's ./SessionPlanEditor) needs of the form it sits in: the
 * session's duration, the goal's pillar and the player's age group and level. `plan` null asks for a plan that fits;
 * every change (the first plan included) comes back through `onChange`.
 */
export interface SessionPlanEditorProps {
  minutes: number;
  pillar: Pillar;
  ageGroup: AgeGroup;
  level: SkillLevel;
  plan: SessionPlanBlock[] | null;
  onChange(plan: SessionPlanBlock[]): void;
}

/** Each slot's props besides `fallback`. */
export interface SlotProps {
  'account-billing': Record<never, never>;
  'session-plan-editor': SessionPlanEditorProps;
  /** Drills that train a suggested goal's pillar (the training remote's ./SuggestedDrills). */
  'suggested-drills': { pillar: Pillar; ageGroup: AgeGroup; level: SkillLevel };
}

/**
 * Parts of one remote's page that another remote provides. The shell fills them (it alone loads remotes); a page
 * served alone, or a slot whose remote fails, shows the page's own fallback. The context lives here because this
 * package is one shared instance for every app.
 */
export type SlotName = keyof SlotProps;

export type SlotComponent<N extends SlotName = SlotName> = ComponentType<
  { fallback: ReactNode } & SlotProps[N]
>;

type Slots = { [N in SlotName]?: SlotComponent<N> };

const SlotsContext = createContext<Slots>({});

export function SlotsProvider({ slots, children }: { slots: Slots; children: ReactNode }) {
  return <SlotsContext value={slots}>{children}</SlotsContext>;
}

export function Slot<N extends SlotName>({
  name,
  fallback,
  ...props
}: { name: N; fallback: ReactNode } & SlotProps[N]) {
  // Typed by the slot's name at the call; the context holds each slot's component under its name.
  const Filled = use(SlotsContext)[name] as ComponentType<object> | undefined;
  return Filled ? <Filled fallback={fallback} {...props} /> : fallback;
}
