import { ArrowRight, Calendar, MessageSquare } from 'lucide-react';
import { Badge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card';
import type { ChatStatus } from './sample-library';

export interface ChatCardProps {
  title: string;
  date: string;
  messages: number;
  category: string;
  status: ChatStatus;
  /** A line of the first message, for real chats. */
  excerpt?: string;
  continueHref: string;
}

export function ChatCard({
  title,
  date,
  messages,
  category,
  status,
  excerpt,
  continueHref,
}: ChatCardProps) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="text-base">{title}</CardTitle>
          <Badge variant={status === 'Completed' ? 'success' : 'default'} className="shrink-0">
            {status}
          </Badge>
        </div>
        {excerpt && <p className="line-clamp-2 text-sm text-muted">{excerpt}</p>}
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <Calendar className="size-4" aria-hidden /> {date}
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageSquare className="size-4" aria-hidden />
          {`${messages} message${messages === 1 ? '' : 's'}`}
        </span>
        <Badge variant="secondary">{category}</Badge>
      </CardContent>
      <CardFooter className="mt-auto">
        <ButtonLink
          href={continueHref}
          variant="outline"
          className="w-full"
          aria-label={`Continue ${title}`}
        >
          Continue <ArrowRight aria-hidden />
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}
