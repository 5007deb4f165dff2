import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card';

/**
 * A settings section: a card whose title is an h2, so the page's headings run h1 → h2 for
 * screen-reader navigation (CardTitle is an h3).
 */
export function SectionCard({
  title,
  description,
  icon,
  action,
  tone = 'default',
  children,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card aria-labelledby={id} role="region">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2
            id={id}
            className={
              tone === 'danger'
                ? 'flex items-center gap-2 text-lg leading-tight font-semibold text-red-700'
                : 'flex items-center gap-2 text-lg leading-tight font-semibold'
            }
          >
            {icon}
            {title}
          </h2>
          {action}
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
