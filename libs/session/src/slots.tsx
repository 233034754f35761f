import { createContext, use, type ComponentType, type ReactNode } from 'react';

/**
 * Parts of one remote's page that another remote provides. The shell fills them (it alone loads remotes); a page
 * served alone, or a slot whose remote fails, shows the page's own fallback. The context lives here because this
 * package is one shared instance for every app.
 */
export type SlotName = 'account-billing';

export type SlotComponent = ComponentType<{ fallback: ReactNode }>;

const SlotsContext = createContext<Partial<Record<SlotName, SlotComponent>>>({});

export function SlotsProvider({
  slots,
  children,
}: {
  slots: Partial<Record<SlotName, SlotComponent>>;
  children: ReactNode;
}) {
  return <SlotsContext value={slots}>{children}</SlotsContext>;
}

export function Slot({ name, fallback }: { name: SlotName; fallback: ReactNode }) {
  const Filled = use(SlotsContext)[name];
  return Filled ? <Filled fallback={fallback} /> : fallback;
}
