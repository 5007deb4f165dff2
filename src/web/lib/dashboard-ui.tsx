import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface DashboardUi {
  projectsPanelOpen: boolean;
  toggleProjectsPanel: () => void;
}

const DashboardUiContext = createContext<DashboardUi | null>(null);

/** State the sidebar and the projects page share: whether the projects panel is shown. */
export function DashboardUiProvider({ children }: { children: ReactNode }) {
  const [projectsPanelOpen, setOpen] = useState(true);
  const value = useMemo(
    () => ({ projectsPanelOpen, toggleProjectsPanel: () => setOpen((open) => !open) }),
    [projectsPanelOpen],
  );
  return <DashboardUiContext.Provider value={value}>{children}</DashboardUiContext.Provider>;
}

export function useDashboardUi(): DashboardUi {
  const context = useContext(DashboardUiContext);
  if (!context) throw new Error('useDashboardUi must be used within a DashboardUiProvider');
  return context;
}
