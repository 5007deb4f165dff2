import { MessageSquare } from 'lucide-react';
import { Link } from 'wouter';

export function ProjectChatCallout() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="project-chat">
      <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-8 sm:flex-row sm:items-center">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
          <MessageSquare className="size-6" aria-hidden />
        </span>
        <div>
          <h2 id="project-chat" className="text-2xl font-bold tracking-tight">
            Start Your Project Chat
          </h2>
          <p className="mt-2 text-muted">
            Describe what you want to build or fix, add a photo if you have one, and get a plan with
            steps, tools, materials and costs.{' '}
            <Link
              href="/dashboard"
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              Open the project chat
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
