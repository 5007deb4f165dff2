import { CalendarClock, Video } from 'lucide-react';
import { Button } from '../../ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card';
import type { Professional } from './sample-pros';

export function ProfessionalCard({
  pro,
  onConnect,
}: {
  pro: Professional;
  onConnect: (pro: Professional) => void;
}) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
            aria-hidden
          >
            {pro.avatar}
          </span>
          <div className="min-w-0">
            <CardTitle className="text-base">{pro.name}</CardTitle>
            <p className="text-sm text-muted">{pro.specialty}</p>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
          <dt className="text-muted">Rating</dt>
          <dd className="text-right font-medium">
            <span aria-hidden>★ </span>
            {pro.rating.toFixed(1)}
            <span className="sr-only"> out of 5</span>
          </dd>
          <dt className="text-muted">Experience</dt>
          <dd className="text-right font-medium">{pro.experience}</dd>
          <dt className="text-muted">Rate</dt>
          <dd className="text-right font-medium">${pro.hourlyRate}/hour</dd>
        </dl>
        <p className="flex items-center gap-2">
          <span
            className={
              pro.available
                ? 'size-2.5 rounded-full bg-green-600'
                : 'size-2.5 rounded-full bg-stone-400'
            }
            aria-hidden
          />
          {pro.available ? 'Available now' : 'Busy right now'}
        </p>
        <p className="flex items-center gap-2 text-muted">
          <CalendarClock className="size-4" aria-hidden /> Next available: {pro.nextSlot}
        </p>
      </CardContent>
      <CardFooter className="mt-auto">
        {pro.available ? (
          <Button
            className="w-full"
            onClick={() => onConnect(pro)}
            aria-label={`Connect Now with ${pro.name}`}
          >
            <Video aria-hidden /> Connect Now
          </Button>
        ) : (
          <Button
            className="w-full"
            variant="outline"
            disabled
            aria-label={`Schedule with ${pro.name}`}
          >
            <CalendarClock aria-hidden /> Schedule
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
