import { BookOpen, Calendar, Clock, UserRound } from 'lucide-react';
import { Badge } from '../../ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { CardGrid } from './card-grid';
import { formatDay } from '../../lib/format-date';
import { Rating } from './rating';
import { sampleArticles } from './sample-library';
import { SampleNote } from './sample-note';

export function SavedArticlesTab() {
  return (
    <>
      <SampleNote>Saving articles is coming soon; these show how they will look.</SampleNote>
      <CardGrid label="Example saved articles">
        {sampleArticles.map((article) => (
          <li key={article.id}>
            <Card className="h-full">
              <CardHeader>
                <div className="flex items-start gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                    <BookOpen className="size-5" aria-hidden />
                  </span>
                  <div className="min-w-0">
                    <CardTitle className="text-base">{article.title}</CardTitle>
                    <p className="mt-1 inline-flex items-center gap-1 text-sm text-muted">
                      <UserRound className="size-4" aria-hidden />
                      <span className="sr-only">Author: </span>
                      {article.author}
                    </p>
                  </div>
                </div>
              </CardHeader>
              <CardContent className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-4" aria-hidden /> {article.readTime}
                </span>
                <Rating value={article.rating} />
                <Badge variant="secondary">{article.category}</Badge>
                <span className="inline-flex items-center gap-1">
                  <Calendar className="size-4" aria-hidden /> Saved {formatDay(article.savedDate)}
                </span>
              </CardContent>
            </Card>
          </li>
        ))}
      </CardGrid>
    </>
  );
}
