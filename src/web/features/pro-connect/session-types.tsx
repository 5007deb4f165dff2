import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card';
import { sessionOptions, type SessionOption } from './sample-pros';

export function SessionTypes({ onChoose }: { onChoose: (session: SessionOption) => void }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="session-types">
      <h2 id="session-types" className="text-2xl font-bold tracking-tight">
        Choose a session
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {sessionOptions.map((session) => {
          const Icon = session.icon;
          return (
            <li key={session.id}>
              <Card
                className={
                  session.popular
                    ? 'flex h-full flex-col ring-2 ring-brand-600'
                    : 'flex h-full flex-col'
                }
              >
                <CardHeader>
                  <div className="flex items-center justify-between gap-2">
                    <span className="flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    {session.popular && <Badge>Most Popular</Badge>}
                  </div>
                  <CardTitle className="mt-2">{session.title}</CardTitle>
                  <p className="text-sm font-medium text-brand-800">{session.duration}</p>
                </CardHeader>
                <CardContent className="text-sm text-muted">{session.description}</CardContent>
                <CardFooter className="mt-auto">
                  <Button
                    className="w-full"
                    variant={session.popular ? 'primary' : 'outline'}
                    onClick={() => onChoose(session)}
                  >
                    Book {session.title}
                  </Button>
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
