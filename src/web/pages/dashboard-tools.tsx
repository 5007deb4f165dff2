import { PageIntro } from '../app/layout/page-intro';
import { ToolsWorkspace } from '../features/tools/tools-workspace';

export default function DashboardToolsPage() {
  return (
    <>
      <PageIntro
        title="DIY Tools"
        description="Free calculators for project cost, square footage and cut lists. Every change is kept in the address, so a link brings the same numbers back."
      />
      <ToolsWorkspace />
    </>
  );
}
