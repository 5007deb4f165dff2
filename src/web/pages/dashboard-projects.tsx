import { DashboardGate } from '../features/projects/dashboard-gate';
import { ProjectsHome } from '../features/projects/projects-home';

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
