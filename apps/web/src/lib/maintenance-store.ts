import { useSyncExternalStore } from 'react';

type Listener = () => void;

/** The global maintenance flag of spec §4: any HTTP 503 switches it on. */
function createMaintenanceStore() {
  let on = false;
  const listeners = new Set<Listener>();
  const set = (value: boolean) => {
    if (on === value) return;
    on = value;
    listeners.forEach((listener) => listener());
  };
  return {
    isOn: () => on,
    enable: () => set(true),
    disable: () => set(false),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const maintenanceStore = createMaintenanceStore();

/** True while the server says it is in maintenance. */
export function useMaintenanceMode(): boolean {
  return useSyncExternalStore(
    maintenanceStore.subscribe,
    maintenanceStore.isOn,
    maintenanceStore.isOn,
  );
}
