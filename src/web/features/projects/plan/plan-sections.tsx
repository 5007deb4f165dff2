import type { ReactNode } from 'react';
import { projectLaborEstimate } from '../../../../shared/assistant/project-sample';
import { formatUsd } from '../../../../shared/calculators/format';
import type { ProjectPlan } from '../../../../shared/plans/project-plan';
import { Badge } from '../../../ui/badge';

/** A titled part of the plan; print keeps its heading with what follows. */
export function PlanSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="plan-section grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}

export function MaterialsTable({ project }: { project: NonNullable<ProjectPlan['project']> }) {
  const labor = projectLaborEstimate(project);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Materials, quantities and costs</caption>
        <thead className="text-left text-muted">
          <tr>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              Item
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              Unit
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">
              Each
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {project.materials.map((material, index) => (
            <tr key={`${material.name}-${index}`} className="border-t border-line">
              <td className="py-1.5 pr-2">{material.name}</td>
              <td className="py-1.5 pr-2 text-right">{material.qty}</td>
              <td className="py-1.5 pr-2">{material.unit}</td>
              <td className="py-1.5 pr-2 text-right">{formatUsd(material.unitCost)}</td>
              <td className="py-1.5 text-right">{formatUsd(material.totalCost)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-line">
            <th scope="row" colSpan={4} className="py-1.5 pr-2 text-left font-medium">
              Materials
            </th>
            <td className="py-1.5 text-right">{formatUsd(project.materialsCost)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4} className="py-1.5 pr-2 text-left font-medium">
              Labor estimate
            </th>
            <td className="py-1.5 text-right">{formatUsd(labor)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4} className="py-1.5 pr-2 text-left font-semibold">
              Estimated total
            </th>
            <td className="py-1.5 text-right font-semibold">{formatUsd(project.estimatedCost)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function ToolsList({ tools }: { tools: ProjectPlan['tools'] }) {
  if (tools.length === 0) return <EmptyNote>No tools listed for this project.</EmptyNote>;
  return (
    <ul className="grid gap-1.5 text-sm sm:grid-cols-2" aria-label="Tools">
      {tools.map((tool) => (
        <li key={tool.name} className="flex items-center gap-2">
          <span>{tool.name}</span>
          {tool.owned && <Badge variant="success">You have this</Badge>}
        </li>
      ))}
    </ul>
  );
}

export function WarningsList({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return <EmptyNote>No particular hazards noted.</EmptyNote>;
  return (
    <ul className="grid list-disc gap-1.5 pl-5 text-sm">
      {warnings.map((warning) => (
        <li key={warning}>{warning}</li>
      ))}
    </ul>
  );
}

export function SourcesList({ citations }: { citations: ProjectPlan['citations'] }) {
  if (citations.length === 0) return <EmptyNote>No knowledge entries cited yet.</EmptyNote>;
  return (
    <ul className="grid gap-1 text-sm">
      {citations.map((citation) => (
        <li key={citation.id}>
          {citation.href ? <a href={citation.href}>{citation.title}</a> : citation.title}{' '}
          <span className="text-muted">
            ({citation.kind === 'how-to' ? 'how-to guide' : 'troubleshooting'})
          </span>
        </li>
      ))}
    </ul>
  );
}

export function PhotoGrid({ photos }: { photos: ProjectPlan['photos'] }) {
  if (photos.length === 0) return <EmptyNote>No photos attached to this project.</EmptyNote>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((photo) => (
        <li key={photo.id} className="plan-photo">
          <figure className="grid gap-1">
            <img
              src={photo.src}
              alt={photo.name}
              className="aspect-[4/3] w-full rounded-lg border border-line object-cover"
            />
            <figcaption className="truncate text-xs text-muted">{photo.name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
