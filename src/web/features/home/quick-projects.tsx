import { Clock, Gauge } from 'lucide-react';
import { Badge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card';

const quickProjects = [
  {
    title: 'Fix Leaky Faucet',
    duration: '30 min',
    difficulty: 'Easy',
    question: 'How do I fix a leaky faucet?',
  },
  {
    title: 'Install Ceiling Fan',
    duration: '2 hours',
    difficulty: 'Medium',
    question: 'How do I install a ceiling fan?',
  },
  {
    title: 'Paint a Room',
    duration: '4 hours',
    difficulty: 'Easy',
    question: 'How do I paint a room?',
  },
] as const;

/** Each card's Start Project opens the chat with that project's question ready to send. */
export function QuickProjects() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="quick-projects">
      <h2 id="quick-projects" className="text-2xl font-bold tracking-tight">
        Popular Quick Projects
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {quickProjects.map((project) => (
          <li key={project.title}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle>{project.title}</CardTitle>
              </CardHeader>
              <CardContent className="flex items-center gap-3 text-sm text-muted">
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-4" aria-hidden /> {project.duration}
                </span>
                <Badge variant={project.difficulty === 'Easy' ? 'success' : 'default'}>
                  <Gauge className="size-3" aria-hidden /> {project.difficulty}
                </Badge>
              </CardContent>
              <CardFooter>
                <ButtonLink
                  variant="secondary"
                  className="w-full"
                  href={`/dashboard?prompt=${encodeURIComponent(project.question)}`}
                >
                  Start Project
                </ButtonLink>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
