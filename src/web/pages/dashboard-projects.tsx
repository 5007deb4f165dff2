import { DashboardGate } from '../features/dashboard/dashboard-gate';
import { ProjectsHome } from '../features/dashboard/projects-home';

export default function DashboardProjectsPage() {
  return (
    <>
      <title>Your Projects · Fixwise</title>
      <DashboardGate>
        <ProjectsHome />
      </DashboardGate>
    </>
  );
}
