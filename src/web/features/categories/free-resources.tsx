import { Download, FileCheck2 } from 'lucide-react';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../ui/card';
import { downloadChecklist } from './checklist-file';
import type { CategoryContent } from './content/category-content';

/** docs/product.md#screens-and-routes Free Resources: Premium-quality checklists, free to download and print. */
export function FreeResources({ content }: { content: CategoryContent }) {
  return (
    <section aria-labelledby="free-resources" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="free-resources" className="text-2xl font-bold tracking-tight">
        Free Resources
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {content.resources.map((resource) => (
          <li key={resource.id}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <div className="flex items-start justify-between gap-3">
                  <CardTitle className="flex items-center gap-2">
                    <FileCheck2 className="size-5 shrink-0 text-brand-700" aria-hidden />
                    {resource.title}
                  </CardTitle>
                  <Badge>Premium</Badge>
                </div>
                <CardDescription>{resource.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex-1 text-sm text-muted">
                {resource.sections.reduce((sum, s) => sum + s.items.length, 0)} items, printable
                HTML
              </CardContent>
              <CardFooter>
                <Button
                  variant="outline"
                  onClick={() => downloadChecklist(resource, content.name, content.slug)}
                >
                  <Download aria-hidden /> Download
                  <span className="sr-only"> {resource.title}</span>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
