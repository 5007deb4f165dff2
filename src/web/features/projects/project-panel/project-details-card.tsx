import type { ProjectData } from '../../../../shared/assistant/project-data';
import { projectLaborEstimate } from '../../../../shared/assistant/project-sample';
import { formatUsd } from '../../../../shared/calculators/format';
import { Badge } from '../../../ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { CollapsibleSection } from './collapsible-section';

/** docs/product.md#screens-and-routes Project Details: materials, cost split, difficulty and timeline. */
export function ProjectDetailsCard({
  project,
  example,
}: {
  project: ProjectData;
  example: boolean;
}) {
  const labor = projectLaborEstimate(project);
  return (
    <Card>
      <CardHeader className="pb-1">
        <CardTitle className="flex items-center justify-between gap-2 text-base">
          Project Details
          {example && <Badge variant="secondary">Example</Badge>}
        </CardTitle>
        <p className="text-xs text-muted">
          {example ? 'Ask about a project to see its own figures.' : project.title}
        </p>
      </CardHeader>
      <CardContent>
        <CollapsibleSection title="Materials List">
          <table className="w-full text-xs">
            <thead className="text-muted">
              <tr>
                <th className="py-1 text-left font-medium">Item</th>
                <th className="py-1 pr-1 text-right font-medium">Qty</th>
                <th className="py-1 pl-1.5 text-left font-medium">Unit</th>
                <th className="py-1 text-right font-medium">Total</th>
              </tr>
            </thead>
            <tbody>
              {project.materials.map((material) => (
                <tr key={material.name} className="border-t border-line">
                  <td className="py-1 pr-1">{material.name}</td>
                  <td className="py-1 pr-1 text-right">{material.qty}</td>
                  <td className="py-1 pl-1.5">{material.unit}</td>
                  <td className="py-1 text-right">{formatUsd(material.totalCost)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CollapsibleSection>
        <CollapsibleSection title="Estimated Cost">
          <dl className="grid grid-cols-2 gap-y-1 text-sm">
            <dt className="text-muted">Materials</dt>
            <dd className="text-right">{formatUsd(project.materialsCost)}</dd>
            <dt className="text-muted">Labor estimate</dt>
            <dd className="text-right">{formatUsd(labor)}</dd>
            <dt className="font-medium">Total</dt>
            <dd className="text-right font-semibold">{formatUsd(project.estimatedCost)}</dd>
          </dl>
        </CollapsibleSection>
        <CollapsibleSection title="Difficulty Level">
          <Badge>{project.difficulty}</Badge>
        </CollapsibleSection>
        <CollapsibleSection title="Timeline Estimate">
          <p className="text-sm">{project.timelineEstimate}</p>
        </CollapsibleSection>
      </CardContent>
    </Card>
  );
}
