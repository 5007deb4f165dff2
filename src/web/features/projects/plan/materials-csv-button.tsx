import { FileSpreadsheet } from 'lucide-react';
import type { ProjectPlan } from '../../../../shared/plans/project-plan';
import { Button } from '../../../ui/button';

/** Downloads the materials as CSV; the writer is loaded on the first click, not with the page. */
export function MaterialsCsvButton({ plan }: { plan: ProjectPlan }) {
  const materials = plan.project?.materials ?? [];
  if (materials.length === 0) return null;
  const download = async () => {
    const { materialsToCsv, materialsCsvName } =
      await import('../../../../shared/plans/materials-csv');
    const blob = new Blob([materialsToCsv(materials, plan.category)], {
      type: 'text/csv;charset=utf-8',
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = materialsCsvName(plan.title);
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void download()}>
      <FileSpreadsheet aria-hidden /> Export CSV
    </Button>
  );
}
